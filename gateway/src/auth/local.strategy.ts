import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { type FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { type AdminIdentity } from '../admin-accounts/admin-accounts.service.js';
import { SignInService } from './sign-in.service.js';

/** passport-local: username and password from the JSON body (already checked by LoginBodyGuard). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(@Inject(SignInService) private readonly signInService: SignInService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: FastifyRequest, username: string, password: string): Promise<AdminIdentity> {
    return this.signInService.signIn(request.ip, username, password);
  }
}
