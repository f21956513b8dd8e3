import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { cartIdSchema } from '@shop/contracts';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';

/** Name of the cookie that holds the visitor's cart id (local mode, plain http). */
export const CART_COOKIE_NAME = 'cart_id';
/**
 * Its name where the cookie is always Secure (production): browsers accept a `__Host-` cookie
 * only with Secure, Path=/ and no Domain, so a sibling subdomain cannot plant a cart id.
 */
export const HOST_CART_COOKIE_NAME = '__Host-cart_id';

/**
 * The cart cookie's name: `__Host-cart_id` where the cookie is always Secure (SESSION_COOKIE_SECURE
 * `true`, the production default), `cart_id` where it may travel over plain http.
 */
export function cartCookieName(config: Pick<GatewayConfig, 'SESSION_COOKIE_SECURE'>): string {
  return config.SESSION_COOKIE_SECURE === 'true' ? HOST_CART_COOKIE_NAME : CART_COOKIE_NAME;
}

/** How long a cart outlives the visitor's last cart request: 30 days, in seconds. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The visitor's cart id, kept in an HttpOnly cookie: scripts cannot read it, other sites' links
 * and forms do not send it along with a POST (SameSite=Lax), and it leaves only over HTTPS in
 * production. Every cart request writes it again, so the cart expires 30 days after the last one.
 */
@Injectable()
export class CartCookie {
  private readonly secure: true | 'auto';
  private readonly name: string;

  /**
   * Follows SESSION_COOKIE_SECURE like the admin session: always Secure in production, unless a
   * production-mode stack runs over plain http (docker-compose), where 'auto' marks it Secure
   * only for https requests, so the cart is not lost to a cookie the browser drops.
   */
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.secure = config.SESSION_COOKIE_SECURE === 'true' ? true : 'auto';
    this.name = cartCookieName(config);
  }

  /**
   * The cart id the request carries, or undefined when it has none or one of another format.
   * Transition: under the `__Host-` name the old `cart_id` is still read, so carts made before
   * the switch survive it; the next write moves the id to the new name and clears the old one.
   * (A planted `cart_id` gains an attacker nothing the `__Host-` name would have denied before
   * the visitor's first cart request, and is replaced by the first write.)
   */
  read(request: FastifyRequest): string | undefined {
    for (const name of this.readNames()) {
      const parsed = cartIdSchema.safeParse(request.cookies[name]);
      if (parsed.success) return parsed.data;
    }
    return undefined;
  }

  private readNames(): string[] {
    return this.name === CART_COOKIE_NAME ? [CART_COOKIE_NAME] : [this.name, CART_COOKIE_NAME];
  }

  /** The request's cart id, or a new random one for a visitor who has no cart yet. */
  readOrCreate(request: FastifyRequest): string {
    return this.read(request) ?? randomUUID();
  }

  /** Sets (or refreshes) the cookie, restarting its 30 days. */
  write(reply: FastifyReply, cartId: string): void {
    if (this.name !== CART_COOKIE_NAME && reply.request.cookies[CART_COOKIE_NAME] !== undefined) {
      reply.clearCookie(CART_COOKIE_NAME, { path: '/' });
    }
    reply.setCookie(this.name, cartId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: '/',
      maxAge: CART_COOKIE_MAX_AGE_SECONDS,
    });
  }
}
