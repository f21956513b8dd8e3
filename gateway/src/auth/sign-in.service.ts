import { Inject, Injectable } from '@nestjs/common';
import {
  AdminAccountsService,
  type AdminIdentity,
} from '../admin-accounts/admin-accounts.service.js';
import { invalidCredentials, tooManyLoginAttempts } from './auth-errors.js';
import { AuthEvents } from './auth-events.js';
import { LoginThrottleService } from './login-throttle.service.js';

/** Checks a username and password within the login throttle. */
@Injectable()
export class SignInService {
  constructor(
    @Inject(AdminAccountsService) private readonly accounts: AdminAccountsService,
    @Inject(LoginThrottleService) private readonly throttle: LoginThrottleService,
    @Inject(AuthEvents) private readonly events: AuthEvents,
  ) {}

  /**
   * The admin, or a 401 (same for an unknown user and a wrong password), or a 429 once the
   * username or the IP has used up its failed attempts (the last failure answers 429 itself).
   */
  async signIn(ip: string, username: string, password: string): Promise<AdminIdentity> {
    const decision = await this.throttle.admit(ip, username);
    if (!decision.admitted) {
      this.events.record('sign-in.locked-out', { username, ip });
      throw tooManyLoginAttempts(decision.retryAfterSeconds);
    }
    const admin = await this.accounts.verifyCredentials(username, password);
    if (admin) {
      await this.throttle.succeeded(decision.attempt);
      return admin;
    }
    this.events.record('sign-in.failed', { username, ip, reason: 'invalid credentials' });
    if (decision.attempt.lastAllowed) {
      this.events.record('sign-in.locked-out', { username, ip });
      throw tooManyLoginAttempts(decision.attempt.retryAfterSeconds);
    }
    throw invalidCredentials();
  }
}
