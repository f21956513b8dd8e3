import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type FastifyRequest } from 'fastify';
import { sessionAdmin } from './admin-session.js';
import { adminSessionRequired } from './auth-errors.js';
import { IS_PUBLIC_KEY } from './public.decorator.js';

/**
 * Put on a whole controller: every route needs an admin session (401 otherwise) unless it is
 * marked `@Public()`. The session is the only source of who the caller is.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    if (!sessionAdmin(context.switchToHttp().getRequest<FastifyRequest>())) {
      throw adminSessionRequired();
    }
    return true;
  }
}
