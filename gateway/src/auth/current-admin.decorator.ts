import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { sessionAdmin } from './admin-session.js';
import { adminSessionRequired } from './auth-errors.js';

/**
 * The signed-in admin from the session (`{ adminId, username }`), the `actor` a service gets.
 * Never read from the body; 401 if there is none (the AdminGuard normally answered already).
 */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const admin = sessionAdmin(context.switchToHttp().getRequest<FastifyRequest>());
  if (!admin) throw adminSessionRequired();
  return admin;
});
