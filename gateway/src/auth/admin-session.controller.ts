import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Inject,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { parsePayload } from '@shop/nest-kit';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type AdminIdentity } from '../admin-accounts/admin-accounts.service.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { secondFactorBodySchema } from './account-bodies.js';
import { AdminGuard } from './admin.guard.js';
import { sessionAdmin, startAdminSession } from './admin-session.js';
import { invalidSecondFactor, secondFactorNotPending, tooManyAttempts } from './auth-errors.js';
import { AuthEvents } from './auth-events.js';
import { loginExample, signedInExample } from './auth.examples.js';
import {
  type AdminSessionStatus,
  adminSessionStatusSchema,
  loginBodySchema,
} from './login-body.js';
import { LocalAuthGuard, LoginBodyGuard } from './login.guards.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { Public } from './public.decorator.js';
import { TotpService } from './totp/totp.service.js';

/** Sign in (password, then the TOTP code where enabled), sign out, and "am I signed in?". */
@ApiTag('Admin: sign-in')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminSessionController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(TotpService) private readonly totp: TotpService,
    @Inject(LoginThrottleService) private readonly throttle: LoginThrottleService,
    @Inject(AuthEvents) private readonly events: AuthEvents,
  ) {}

  /**
   * 200 with a new session: the session id is rotated (the one the browser had, if any, is
   * destroyed), so an id planted before the login is worth nothing after it. With TOTP on, the
   * new session only remembers who passed the password (`secondFactorRequired: true`) and is not
   * signed in until `POST login/second-factor` gets a valid code.
   */
  @Public()
  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @UseGuards(LoginBodyGuard, LocalAuthGuard)
  @ApiRoute({
    summary: 'Sign in with username and password',
    description:
      'Starts a new admin session (its cookie in `Set-Cookie`). With two-factor sign-in on, ' +
      'the answer is `{ isAdmin: false, secondFactorRequired: true }` and the session is signed ' +
      'in only after `POST /api/admin/login/second-factor`. The password is used exactly as typed.',
    startsSession: true,
    body: { schema: loginBodySchema, example: loginExample },
    response: {
      description: 'Signed in, or waiting for the second factor.',
      schema: adminSessionStatusSchema,
      example: signedInExample,
    },
    errors: {
      400: 'The username or the password is missing.',
      401: {
        when: 'Wrong username or password (the same answer for both).',
        example: { message: 'Invalid username or password' },
      },
      429: 'Too many failed attempts for this username or address; `Retry-After` says how long.',
    },
  })
  async login(@Req() request: FastifyRequest): Promise<AdminSessionStatus> {
    const admin = (request as FastifyRequest & { user: AdminIdentity }).user;
    if (await this.totp.isEnabled(admin.adminId)) {
      await request.session.regenerate();
      request.session.set('pendingAdminId', admin.adminId);
      request.session.set('pendingUsername', admin.username);
      request.session.set('pendingSince', Date.now());
      this.events.record('sign-in.second-factor-required', {
        adminId: admin.adminId,
        username: admin.username,
        ip: request.ip,
      });
      return { isAdmin: false, secondFactorRequired: true };
    }
    await startAdminSession(request, admin);
    this.events.record('sign-in.succeeded', {
      adminId: admin.adminId,
      username: admin.username,
      ip: request.ip,
    });
    return { isAdmin: true, username: admin.username };
  }

  /**
   * The second step of a sign-in with TOTP: a current code (each accepted once) or an unused
   * recovery code. Failures count in the login throttle of that username and IP (429 after
   * LOGIN_MAX_FAILURES). On success the session id is rotated again and the admin is signed in.
   */
  @Public()
  @Post('login/second-factor')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'Finish a sign-in with the TOTP code',
    description:
      'The 6-digit code of the authenticator app, or an unused recovery code, on the session ' +
      'that passed the password within the last minutes. The session id changes again.',
    startsSession: true,
    body: { schema: secondFactorBodySchema, example: { code: '492039' } },
    response: {
      description: 'Signed in.',
      schema: adminSessionStatusSchema,
      example: signedInExample,
    },
    errors: {
      400: 'The code is missing.',
      401: {
        when: 'No sign-in is waiting for a code on this session, or the code is wrong.',
        example: { message: 'Invalid code' },
      },
      429: {
        when: 'Too many wrong codes; `Retry-After` says how long.',
        example: { message: 'Too many failed attempts; try again later' },
      },
    },
  })
  async secondFactor(
    @Req() request: FastifyRequest,
    @Body() body: unknown,
  ): Promise<AdminSessionStatus> {
    const pending = pendingSignIn(request, this.config.SECOND_FACTOR_MINUTES * 60_000);
    if (!pending) throw secondFactorNotPending();
    const { code } = parsePayload(secondFactorBodySchema, body);
    const decision = await this.throttle.admit(request.ip, `second-factor:${pending.username}`);
    const logData = { adminId: pending.adminId, username: pending.username, ip: request.ip };
    if (!decision.admitted) {
      this.events.record('sign-in.locked-out', { ...logData, reason: 'second factor' });
      throw tooManyAttempts(decision.retryAfterSeconds);
    }
    const check = await this.totp.verify(pending.adminId, code);
    if (check === 'refused') {
      this.events.record('second-factor.failed', logData);
      if (decision.attempt.lastAllowed) {
        this.events.record('sign-in.locked-out', { ...logData, reason: 'second factor' });
        throw tooManyAttempts(decision.attempt.retryAfterSeconds);
      }
      throw invalidSecondFactor();
    }
    await this.throttle.succeeded(decision.attempt);
    await startAdminSession(request, pending);
    this.events.record(
      check === 'recovery-code' ? 'second-factor.recovery-code-used' : 'second-factor.succeeded',
      logData,
    );
    return { isAdmin: true, username: pending.username };
  }

  /** Never 401: the admin front end asks this to decide whether to show the login page. */
  @Public()
  @Get('check')
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'Tell whether the request carries an admin session',
    response: {
      description: 'Never 401: `isAdmin` says it.',
      schema: adminSessionStatusSchema,
      example: { isAdmin: true },
    },
  })
  check(@Req() request: FastifyRequest): AdminSessionStatus {
    return { isAdmin: sessionAdmin(request) !== undefined };
  }

  /** 204; the session is deleted from Redis, so the old cookie is useless even if kept. */
  @Post('logout')
  @HttpCode(204)
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'Sign out',
    response: { description: 'The session is ended and its cookie cleared.' },
  })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const admin = sessionAdmin(request);
    await request.session.destroy();
    reply.clearCookie(this.config.SESSION_COOKIE_NAME, { path: '/' });
    this.events.record('sign-out', { ...admin, ip: request.ip });
  }
}

/** Who passed the password on this session and still owes the second factor, if in time. */
function pendingSignIn(request: FastifyRequest, maxAgeMs: number): AdminIdentity | undefined {
  const session = request.session as Partial<FastifyRequest['session']> | null | undefined;
  if (typeof session?.get !== 'function') return undefined;
  const adminId = session.get('pendingAdminId');
  const username = session.get('pendingUsername');
  const since = session.get('pendingSince');
  if (typeof adminId !== 'number' || typeof username !== 'string' || typeof since !== 'number') {
    return undefined;
  }
  return Date.now() - since <= maxAgeMs ? { adminId, username } : undefined;
}
