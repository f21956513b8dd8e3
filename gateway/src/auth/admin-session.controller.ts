import {
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
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type AdminIdentity } from '../admin-accounts/admin-accounts.service.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { AdminGuard } from './admin.guard.js';
import { sessionAdmin } from './admin-session.js';
import { type AdminSessionStatus } from './login-body.js';
import { LocalAuthGuard, LoginBodyGuard } from './login.guards.js';
import { Public } from './public.decorator.js';

/** Sign in, sign out, and "am I signed in?" for the admin area. */
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminSessionController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /**
   * 200 with a new session: the session id is rotated (the one the browser had, if any, is
   * destroyed), so an id planted before the login is worth nothing after it.
   */
  @Public()
  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @UseGuards(LoginBodyGuard, LocalAuthGuard)
  async login(@Req() request: FastifyRequest): Promise<AdminSessionStatus> {
    const admin = (request as FastifyRequest & { user: AdminIdentity }).user;
    await request.session.regenerate();
    request.session.set('adminId', admin.adminId);
    request.session.set('username', admin.username);
    request.session.set('signedInAt', Date.now());
    return { isAdmin: true, username: admin.username };
  }

  /** Never 401: the admin front end asks this to decide whether to show the login page. */
  @Public()
  @Get('check')
  @Header('Cache-Control', 'no-store')
  check(@Req() request: FastifyRequest): AdminSessionStatus {
    return { isAdmin: sessionAdmin(request) !== undefined };
  }

  /** 204; the session is deleted from Redis, so the old cookie is useless even if kept. */
  @Post('logout')
  @HttpCode(204)
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await request.session.destroy();
    reply.clearCookie(this.config.SESSION_COOKIE_NAME, { path: '/' });
  }
}
