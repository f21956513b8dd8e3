import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminAccountsModule } from '../admin-accounts/admin-accounts.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AdminAccountController } from './admin-account.controller.js';
import { AdminSessionController } from './admin-session.controller.js';
import { AuthEvents } from './auth-events.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionValidity } from './session-validity.js';
import { SignInService } from './sign-in.service.js';
import { TotpService } from './totp/totp.service.js';

/** Admin sign-in (password, optional TOTP), sessions, the login throttle, own-account changes. */
@Module({
  imports: [AdminAccountsModule, RateLimitModule, PassportModule.register({ session: false })],
  controllers: [AdminSessionController, AdminAccountController],
  providers: [
    LocalStrategy,
    SignInService,
    LoginThrottleService,
    AuthEvents,
    SessionValidity,
    TotpService,
  ],
})
export class AuthModule {}
