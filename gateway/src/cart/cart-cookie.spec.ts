import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { loadGatewayConfig } from '../config/gateway-config.js';
import {
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_COOKIE_NAME,
  CartCookie,
  HOST_CART_COOKIE_NAME,
} from './cart-cookie.js';

/** Production also needs the admin's secrets to load; they do not matter to the cart cookie. */
const productionSecrets = {
  ADMIN_PASSWORD: 'a-long-and-unusual-passphrase',
  SESSION_SECRET: 'x'.repeat(32),
};
const cookieFor = (NODE_ENV: string) =>
  new CartCookie(
    loadGatewayConfig(
      NODE_ENV === 'production' ? { NODE_ENV, ...productionSecrets } : { NODE_ENV },
    ),
  );

const requestWith = (cookies: Record<string, string>) => ({ cookies }) as FastifyRequest;

/** What `write` asked the reply to set. */
function written(cookie: CartCookie, cartId: string): unknown[] {
  return writes(cookie, cartId).set[0]!;
}

/** Every cookie `write` set and cleared, for a request carrying `cookies`. */
function writes(cookie: CartCookie, cartId: string, cookies: Record<string, string> = {}) {
  const set: unknown[][] = [];
  const cleared: unknown[][] = [];
  const reply = {
    request: requestWith(cookies),
    setCookie: (...args: unknown[]) => set.push(args),
    clearCookie: (...args: unknown[]) => cleared.push(args),
  } as unknown as FastifyReply;
  cookie.write(reply, cartId);
  return { set, cleared };
}

describe('CartCookie', () => {
  const cartId = randomUUID();

  it('keeps the cart id HttpOnly, SameSite=Lax, on every path, for 30 days', () => {
    expect(written(cookieFor('development'), cartId)).toEqual([
      CART_COOKIE_NAME,
      cartId,
      { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: 30 * 24 * 60 * 60 },
    ]);
    expect(CART_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
  });

  it('sends the cookie over HTTPS only in production', () => {
    expect(written(cookieFor('production'), cartId)[2]).toMatchObject({ secure: true });
  });

  it('V3.3.1 __Host- cookie prefix: in production the cart cookie is __Host-cart_id, Secure, Path=/, no Domain', () => {
    const [name, , options] = written(cookieFor('production'), cartId);
    expect(name).toBe(HOST_CART_COOKIE_NAME);
    expect(options).toMatchObject({ secure: true, path: '/' });
    expect(options).not.toHaveProperty('domain');
  });

  it('V3.3.1 __Host- cookie prefix: a cart under the old name survives the switch and moves to the new name', () => {
    const cookie = cookieFor('production');
    const oldCookies = { [CART_COOKIE_NAME]: cartId };
    expect(cookie.read(requestWith(oldCookies))).toBe(cartId);
    const { set, cleared } = writes(cookie, cartId, oldCookies);
    expect(set.map(([name]) => name)).toEqual([HOST_CART_COOKIE_NAME]);
    expect(cleared.map(([name]) => name)).toEqual([CART_COOKIE_NAME]);
    const newer = randomUUID();
    expect(
      cookie.read(requestWith({ [HOST_CART_COOKIE_NAME]: newer, [CART_COOKIE_NAME]: cartId })),
    ).toBe(newer);
  });

  it('follows SESSION_COOKIE_SECURE=auto, so a production-mode stack over plain http keeps its cart', () => {
    const cookie = new CartCookie(
      loadGatewayConfig({
        NODE_ENV: 'production',
        SESSION_COOKIE_SECURE: 'auto',
        ...productionSecrets,
      }),
    );
    expect(written(cookie, cartId)[2]).toMatchObject({ secure: 'auto' });
  });

  it('reads a cart id that is a UUID', () => {
    expect(cookieFor('test').read(requestWith({ [CART_COOKIE_NAME]: cartId }))).toBe(cartId);
  });

  it.each(['', 'admin', '1', `${cartId}x`, 'bleche:cart:*'])(
    'treats the value %p as no cart',
    (value) => {
      expect(cookieFor('test').read(requestWith({ [CART_COOKIE_NAME]: value }))).toBeUndefined();
    },
  );

  it('gives a visitor without a cart a new random id each time', () => {
    const cookie = cookieFor('test');
    const first = cookie.readOrCreate(requestWith({}));
    const second = cookie.readOrCreate(requestWith({}));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});
