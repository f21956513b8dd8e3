import { Inject, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { AdminAccountsService } from '../admin-accounts/admin-accounts.service.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { AuthEvents } from './auth-events.js';

export type SessionVerdict = 'valid' | 'expired' | 'revoked' | 'none';

/**
 * Decides, before any route runs, whether the admin session a request carries still holds:
 * - absolute timeout: SESSION_ABSOLUTE_HOURS after its sign-in it ends however busy it was (the
 *   idle timeout alone would let a session that is used every minute live for ever);
 * - password change: a session signed in before the account's password last changed (CLI reset
 *   or self-service change) is void, on every replica, without a list of sessions to revoke;
 * - a deleted account ends its sessions too.
 * A void session is destroyed in Redis, so every later use of its cookie is a plain 401.
 */
@Injectable()
export class SessionValidity {
  private readonly absoluteMs: number;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(AdminAccountsService) private readonly accounts: AdminAccountsService,
    @Inject(AuthEvents) private readonly events: AuthEvents,
  ) {
    this.absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  }

  async enforce(request: FastifyRequest, now = Date.now()): Promise<SessionVerdict> {
    const session = request.session as Partial<FastifyRequest['session']> | null | undefined;
    if (typeof session?.get !== 'function') return 'none';
    const adminId = session.get('adminId');
    const pendingSince = session.get('pendingSince');
    if (typeof adminId !== 'number') {
      // A sign-in waiting for its second factor lives as long as the absolute limit at most.
      if (typeof pendingSince === 'number' && now - pendingSince > this.absoluteMs) {
        await request.session.destroy();
        return 'expired';
      }
      return 'none';
    }
    const username = session.get('username');
    const signedInAt = session.get('signedInAt');
    if (typeof signedInAt !== 'number' || now - signedInAt >= this.absoluteMs) {
      this.events.record('session.expired', { adminId, username, ip: request.ip });
      await request.session.destroy();
      return 'expired';
    }
    const state = await this.accounts.sessionState(adminId);
    if (!state || signedInAt < state.passwordChangedAt.getTime()) {
      this.events.record('session.revoked', {
        adminId,
        username,
        ip: request.ip,
        reason: state ? 'password changed after sign-in' : 'account removed',
      });
      await request.session.destroy();
      return 'revoked';
    }
    return 'valid';
  }
}
