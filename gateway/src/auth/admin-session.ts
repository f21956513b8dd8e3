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
  // Null after logout destroyed it; a plain object on a path the session plugin skips.
  const session = request.session as Partial<FastifyRequest['session']> | null | undefined;
  if (typeof session?.get !== 'function') return undefined;
  const adminId = session.get('adminId');
  const username = session.get('username');
  return typeof adminId === 'number' && typeof username === 'string'
    ? { adminId, username }
    : undefined;
}
