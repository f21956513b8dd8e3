import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Inject,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import { AppError, parsePayload } from '@shop/nest-kit';
import { type FastifyRequest } from 'fastify';
import {
  AdminAccountsService,
  type AdminIdentity,
} from '../admin-accounts/admin-accounts.service.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import {
  type AdminAccountStatus,
  adminAccountStatusSchema,
  changePasswordBodySchema,
  recoveryCodesSchema,
  secondFactorBodySchema,
  totpEnrolmentSchema,
} from './account-bodies.js';
import { AdminGuard } from './admin.guard.js';
import { startAdminSession } from './admin-session.js';
import { tooManyAttempts } from './auth-errors.js';
import { AuthEvents } from './auth-events.js';
import { recoveryCodesExample, signedInExample, totpEnrolmentExample } from './auth.examples.js';
import { CurrentAdmin } from './current-admin.decorator.js';
import { type AdminSessionStatus, adminSessionStatusSchema } from './login-body.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { TotpService } from './totp/totp.service.js';

/** The signed-in admin's own account: password change and the TOTP second factor. */
@ApiTag('Admin: account')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminAccountController {
  constructor(
    @Inject(AdminAccountsService) private readonly accounts: AdminAccountsService,
    @Inject(TotpService) private readonly totp: TotpService,
    @Inject(LoginThrottleService) private readonly throttle: LoginThrottleService,
    @Inject(AuthEvents) private readonly events: AuthEvents,
  ) {}

  @Get('account')
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: "Read the signed-in admin's account",
    response: {
      description: 'The username and the state of two-factor sign-in.',
      schema: adminAccountStatusSchema,
      example: { username: 'j.becker', totpEnabled: true, recoveryCodesLeft: 9 },
    },
  })
  async account(@CurrentAdmin() admin: AdminIdentity): Promise<AdminAccountStatus> {
    const status = await this.totp.status(admin.adminId);
    return {
      username: admin.username,
      totpEnabled: status.enabled,
      recoveryCodesLeft: status.recoveryCodesLeft,
    };
  }

  /**
   * Changes the signed-in admin's password: the current one must be right (wrong guesses count
   * in the login throttle), the new one must pass the admin policy. Every other session of the
   * account ends (they were signed in before the change); this one gets a new id and stays.
   */
  @Post('password')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'Change the password',
    description:
      'Every other session of the account ends; this one continues under a new id. The new ' +
      'password has at least 12 characters and is not a common one.',
    startsSession: true,
    body: {
      schema: changePasswordBodySchema,
      example: {
        currentPassword: 'Zuschnitt-Stahl-2026',
        newPassword: 'Laserteile-aus-S235-im-Mai',
      },
    },
    response: {
      description: 'Changed.',
      schema: adminSessionStatusSchema,
      example: signedInExample,
    },
    errors: {
      400: 'The current password is wrong, or the new one is too weak (`issues` says which).',
      429: {
        when: 'Too many wrong current passwords; `Retry-After` says how long.',
        example: { message: 'Too many failed attempts; try again later' },
      },
    },
  })
  async changePassword(
    @CurrentAdmin() admin: AdminIdentity,
    @Req() request: FastifyRequest,
    @Body() body: unknown,
  ): Promise<AdminSessionStatus> {
    const { currentPassword, newPassword } = parsePayload(changePasswordBodySchema, body);
    const logData = { adminId: admin.adminId, username: admin.username, ip: request.ip };
    const decision = await this.throttle.admit(request.ip, admin.username);
    if (!decision.admitted) {
      this.events.record('sign-in.locked-out', { ...logData, reason: 'password change' });
      throw tooManyAttempts(decision.retryAfterSeconds);
    }
    const result = await this.accounts.changePassword(admin.adminId, currentPassword, newPassword);
    if (result.outcome === 'wrong-password') {
      this.events.record('password.change-failed', { ...logData, reason: 'wrong password' });
      if (decision.attempt.lastAllowed) throw tooManyAttempts(decision.attempt.retryAfterSeconds);
      throw AppError.validation('The current password is wrong', [
        { path: 'currentPassword', message: 'Wrong password' },
      ]);
    }
    await this.throttle.succeeded(decision.attempt);
    if (result.outcome === 'refused') {
      this.events.record('password.change-failed', { ...logData, reason: 'policy' });
      throw AppError.validation(`The new password ${result.problem}`, [
        { path: 'newPassword', message: `The password ${result.problem}` },
      ]);
    }
    await startAdminSession(request, admin);
    this.events.record('password.changed', logData);
    return { isAdmin: true, username: admin.username };
  }

  /** Starts enrolment: a new secret, as text and as an otpauth URI, active once confirmed. */
  @Post('account/totp/enrol')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'Start turning on two-factor sign-in',
    description: 'A new secret for an authenticator app; it counts once a code of it is confirmed.',
    response: {
      description: 'The secret, also as an `otpauth://` URI for a QR code.',
      schema: totpEnrolmentSchema,
      example: totpEnrolmentExample,
    },
    errors: { 409: 'Two-factor sign-in is already on; turn it off first.' },
  })
  async enrol(
    @CurrentAdmin() admin: AdminIdentity,
    @Req() request: FastifyRequest,
  ): Promise<{ secret: string; otpauthUri: string }> {
    const enrolment = await this.totp.startEnrolment(admin.adminId, admin.username);
    if (!enrolment) {
      throw new AppError(409, 'CONFLICT', 'Two-factor sign-in is already on; turn it off first');
    }
    this.events.record('totp.enrolment-started', { ...admin, ip: request.ip });
    return enrolment;
  }

  /** Confirms enrolment with a code of the new secret; answers the ten recovery codes, once. */
  @Post('account/totp/confirm')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'Turn on two-factor sign-in with a code of the new secret',
    body: { schema: secondFactorBodySchema, example: { code: '492039' } },
    response: {
      description: 'On; the ten recovery codes, shown this once.',
      schema: recoveryCodesSchema,
      example: recoveryCodesExample,
    },
    errors: { 400: 'The code is missing or does not match the new secret.' },
  })
  async confirm(
    @CurrentAdmin() admin: AdminIdentity,
    @Req() request: FastifyRequest,
    @Body() body: unknown,
  ): Promise<{ recoveryCodes: string[] }> {
    const { code } = parsePayload(secondFactorBodySchema, body);
    const recoveryCodes = await this.totp.confirmEnrolment(admin.adminId, code);
    if (!recoveryCodes) {
      throw AppError.validation('The code does not match', [
        { path: 'code', message: 'Invalid code' },
      ]);
    }
    this.events.record('totp.enabled', { ...admin, ip: request.ip });
    return { recoveryCodes };
  }

  /** Turns TOTP off; needs a current code or a recovery code. */
  @Post('account/totp/disable')
  @HttpCode(204)
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'Turn off two-factor sign-in',
    body: { schema: secondFactorBodySchema, example: { code: 'k4zr-i3r2-wyoj-fljo' } },
    response: { description: 'Off.' },
    errors: {
      400: 'The code is missing or wrong.',
      429: {
        when: 'Too many wrong codes; `Retry-After` says how long.',
        example: { message: 'Too many failed attempts; try again later' },
      },
    },
  })
  async disable(
    @CurrentAdmin() admin: AdminIdentity,
    @Req() request: FastifyRequest,
    @Body() body: unknown,
  ): Promise<void> {
    const { code } = parsePayload(secondFactorBodySchema, body);
    const decision = await this.throttle.admit(request.ip, `second-factor:${admin.username}`);
    if (!decision.admitted) throw tooManyAttempts(decision.retryAfterSeconds);
    if ((await this.totp.verify(admin.adminId, code)) === 'refused') {
      this.events.record('second-factor.failed', { ...admin, ip: request.ip, reason: 'disable' });
      if (decision.attempt.lastAllowed) throw tooManyAttempts(decision.attempt.retryAfterSeconds);
      throw AppError.validation('The code does not match', [
        { path: 'code', message: 'Invalid code' },
      ]);
    }
    await this.throttle.succeeded(decision.attempt);
    await this.totp.disable(admin.adminId);
    this.events.record('totp.disabled', { ...admin, ip: request.ip });
  }
}
