import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminAccountsModule } from '../admin-accounts/admin-accounts.module.js';
import { AdminSessionController } from './admin-session.controller.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SignInService } from './sign-in.service.js';

/** Admin sign-in, sessions and the login throttle. */
@Module({
  imports: [AdminAccountsModule, PassportModule.register({ session: false })],
  controllers: [AdminSessionController],
  providers: [LocalStrategy, SignInService, LoginThrottleService],
})
export class AuthModule {}
