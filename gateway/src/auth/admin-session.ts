import { type FastifyRequest } from 'fastify';
import { type AdminIdentity } from '../admin-accounts/admin-accounts.service.js';

declare module 'fastify' {
  /** What an admin session holds in Redis: who signed in, and when. */
  interface Session {
    adminId?: number;
    username?: string;
    /** Epoch ms of the sign-in, for an absolute session lifetime. */
    signedInAt?: number;
    /** Password right, TOTP code still due: who, and since when (epoch ms). Not signed in yet. */
    pendingAdminId?: number;
    pendingUsername?: string;
    pendingSince?: number;
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

/**
 * Signs the admin in on a new session id (the old one, if any, is destroyed): a session id
 * planted before the sign-in is worth nothing after it. `signedInAt` starts the absolute timeout.
 */
export async function startAdminSession(
  request: FastifyRequest,
  admin: AdminIdentity,
): Promise<void> {
  await request.session.regenerate();
  request.session.set('adminId', admin.adminId);
  request.session.set('username', admin.username);
  request.session.set('signedInAt', Date.now());
}
