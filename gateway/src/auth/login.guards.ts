import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { parsePayload } from '@shop/nest-kit';
import { type FastifyRequest } from 'fastify';
import { loginBodySchema } from './login-body.js';

/**
 * Runs before LocalAuthGuard: a body without a username or password is a 400 naming the field
 * (passport-local would answer 401), and the trimmed username is what passport then reads.
 */
@Injectable()
export class LoginBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.body = parsePayload(loginBodySchema, request.body);
    return true;
  }
}

/**
 * Verifies the credentials with the LocalStrategy. `session: false`: passport's own session
 * layer does not restore users on Fastify; the login handler writes our session itself.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {}
