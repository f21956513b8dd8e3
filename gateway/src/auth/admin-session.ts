import { type FastifyRequest } from 'fastify';
import { type AdminIdentity } from '../admin-accounts/admin-accounts.service.js';

declare module 'fastify' {
  /** What an admin session holds in Redis: who signed in, and when. */
  interface Session {
    adminId?: number;
    username?: string;
    /** Epoch ms of the sign-in, for an absolute session lifetime. */
    signedInAt?: number;
  }
}

/** The admin signed in on this request's session, if any. */
export function sessionAdmin(request: FastifyRequest): AdminIdentity | undefined {
  const session = request.session as FastifyRequest['session'] | null | undefined;
  const adminId = session?.get('adminId');
  const username = session?.get('username');
  return typeof adminId === 'number' && typeof username === 'string'
    ? { adminId, username }
    : undefined;
}
