import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import request from 'supertest';
import { eventually, type PrivateNats, queryTestDatabase, startPrivateNats } from '@shop/test-kit';
import { fromBase32, totpAt } from '../src/auth/totp/totp.js';
import {
  isAdmin,
  SESSION_COOKIE,
  sessionCookieOf,
  sessionKeyOf,
  signIn,
} from './support/admin-session.js';
import { runAdminCli } from './support/admin-cli.js';
import { GatewayProcess } from './support/gateway-test-environment.js';

// Admin controls of ASVS 5.0 level 2: session lifetime, password change, __Host- cookie, auth event
// logging and the optional TOTP second factor, each against a real gateway, PostgreSQL and Redis.
jest.setTimeout(120_000);

let nats: PrivateNats;
let redis: Redis;
/** Generous failure allowance: this file's deliberate failures must not lock 127.0.0.1 out. */
const gateway = new GatewayProcess();
const api = () => request(gateway.url);

/** One admin per test, so password changes and TOTP of one never touch another. */
let adminCount = 0;
async function newAdmin(): Promise<{ username: string; password: string }> {
  adminCount += 1;
  const admin = {
    username: `operator${adminCount}`,
    password: `sheet-steel-cutter-${adminCount}x`,
  };
  const created = await runAdminCli(['--username', admin.username], {
    stdin: admin.password,
    env: { DB_SCHEMA: gateway.schema },
  });
  expect(created).toMatchObject({ code: 0 });
  return admin;
}

/** Makes the password of `username` on `of` older than any session a test ages. */
async function agePassword(username: string, of = gateway): Promise<void> {
  await queryTestDatabase(
    `UPDATE "${of.schema}".admin_accounts
        SET password_changed_at = now() - interval '13 hours' WHERE username = $1`,
    [username],
  );
}

/** What an admin-only route says for this cookie: 200 signed in, 401 not. */
async function accountStatus(cookie: string): Promise<number> {
  return (await api().get('/api/admin/account').set('cookie', cookie)).status;
}

/**
 * Rewrites the session's `signedInAt` in the Redis of `of` (`gateway` unless given), as if it had
 * signed in `ageMs` ago.
 */
async function ageSession(cookie: string, ageMs: number, of = gateway): Promise<void> {
  const key = sessionKeyOf(cookie, of.redisKeyPrefix);
  const stored = await redis.get(key);
  expect(stored).not.toBeNull();
  const session = JSON.parse(stored!) as Record<string, unknown>;
  await redis.set(key, JSON.stringify({ ...session, signedInAt: Date.now() - ageMs }), 'KEEPTTL');
}

beforeAll(async () => {
  nats = await startPrivateNats();
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  await gateway.start({ NATS_URL: nats.url, LOGIN_MAX_FAILURES: '100' });
}, 240_000);

afterAll(async () => {
  await gateway.dispose();
  await nats?.stop();
  redis?.disconnect();
});

describe('V7.3.2 absolute session timeout', () => {
  const twelveHours = 12 * 3_600_000;

  it('V7.3.2 absolute session timeout: a session older than 12 h is refused even while in use', async () => {
    const admin = await newAdmin();
    // The password must be older than the session, or the password-change rule would end it.
    await agePassword(admin.username);
    const cookie = await signIn(gateway.url, admin);
    // Just inside the limit it still works (and every request renews the idle timeout)...
    await ageSession(cookie, twelveHours - 60_000);
    expect(await accountStatus(cookie)).toBe(200);
    // ...one request later it is past 12 h: destroyed, 401, and useless from then on.
    await ageSession(cookie, twelveHours + 1_000);
    expect(await accountStatus(cookie)).toBe(401);
    expect(await isAdmin(gateway.url, cookie)).toBe(false);
  });

  it('V7.3.2 absolute session timeout: SESSION_ABSOLUTE_HOURS shortens it (a session in use ends)', async () => {
    const shortLived = new GatewayProcess();
    const oneHour = 3_600_000;
    // 1 h of absolute lifetime instead of 12 h, 30 min of idle time.
    await shortLived.start({ NATS_URL: nats.url, SESSION_ABSOLUTE_HOURS: '1' });
    try {
      await agePassword('admin', shortLived);
      const cookie = await signIn(shortLived.url);
      // In use all along (each request renews the idle timeout), it holds just inside the hour...
      await ageSession(cookie, oneHour - 60_000, shortLived);
      expect(await isAdmin(shortLived.url, cookie)).toBe(true);
      // ...and ends once the hour since its sign-in is over.
      await ageSession(cookie, oneHour + 1_000, shortLived);
      expect(await isAdmin(shortLived.url, cookie)).toBe(false);
    } finally {
      await shortLived.dispose();
    }
  }, 240_000);
});

describe('V7 session management: a password change ends the sessions signed in before it', () => {
  it('V7 password change ends sessions: after a CLI reset every earlier session of the admin gets 401', async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const first = await signIn(gateway.url, admin);
    const second = await signIn(gateway.url, admin);
    const bystander = await signIn(gateway.url, other);
    const reset = await runAdminCli(['--username', admin.username], {
      stdin: 'a-brand-new-passphrase-7',
      env: { DB_SCHEMA: gateway.schema },
    });
    expect(reset.code).toBe(0);
    expect(await accountStatus(first)).toBe(401);
    expect(await accountStatus(second)).toBe(401);
    expect(await isAdmin(gateway.url, first)).toBe(false);
    // Another admin's session is not affected; the new password signs in.
    expect(await accountStatus(bystander)).toBe(200);
    const fresh = await signIn(gateway.url, { ...admin, password: 'a-brand-new-passphrase-7' });
    expect(await accountStatus(fresh)).toBe(200);
  });

  it('V6.2.3 self-service password change: needs the current password, enforces the policy, ends the other sessions and rotates this one', async () => {
    const admin = await newAdmin();
    const current = await signIn(gateway.url, admin);
    const elsewhere = await signIn(gateway.url, admin);
    const change = (body: object) =>
      api().post('/api/admin/password').set('cookie', current).send(body);

    const wrong = await change({ currentPassword: 'not-it-at-all', newPassword: 'fresh-steel-9x' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ issues: [{ path: 'currentPassword' }] });
    const weak = await change({ currentPassword: admin.password, newPassword: 'password1234' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      issues: [{ path: 'newPassword', message: expect.stringMatching(/commonly used/) }],
    });
    await change({ currentPassword: admin.password, newPassword: 'x', extra: 1 }).expect(400);
    // Refused attempts changed nothing.
    expect(await accountStatus(elsewhere)).toBe(200);

    const changed = await change({
      currentPassword: admin.password,
      newPassword: 'fresh-rolled-steel-9x',
    }).expect(200);
    expect(changed.headers['cache-control']).toBe('no-store');
    const rotated = sessionCookieOf(changed);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(current);
    expect(await accountStatus(rotated!)).toBe(200);
    expect(await accountStatus(current)).toBe(401);
    expect(await accountStatus(elsewhere)).toBe(401);
    await api().post('/api/admin/login').send(admin).expect(401);
    await signIn(gateway.url, { ...admin, password: 'fresh-rolled-steel-9x' });

    // Logout still ends the rotated session.
    await api().post('/api/admin/logout').set('cookie', rotated!).expect(204);
    expect(await accountStatus(rotated!)).toBe(401);
  });

  it('V6.2.3 self-service password change: needs a session (401 without)', async () => {
    await api()
      .post('/api/admin/password')
      .send({ currentPassword: 'a', newPassword: 'b' })
      .expect(401);
  });
});

describe('V3.3.1 __Host- cookie prefix in production', () => {
  const production = new GatewayProcess();

  beforeAll(async () => {
    await production.start({
      NATS_URL: nats.url,
      NODE_ENV: 'production',
      SESSION_SECRET: 'p'.repeat(48),
      ADMIN_PASSWORD: 'rolled-sheet-of-aluminium-42',
      // The test stands in for a TLS-terminating proxy on 127.0.0.1.
      TRUST_PROXY: '127.0.0.1',
    });
  }, 240_000);

  afterAll(async () => {
    await production.dispose();
  });

  const credentials = { username: 'admin', password: 'rolled-sheet-of-aluminium-42' };

  it('V3.3.1 __Host- cookie prefix: behind TLS the session cookie is __Host-bleche_session; Path=/; Secure; HttpOnly; SameSite=Lax; no Domain', async () => {
    const response = await request(production.url)
      .post('/api/admin/login')
      .set('x-forwarded-proto', 'https')
      .send(credentials)
      .expect(200);
    const cookies = response.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(1);
    const cookie = cookies[0]!;
    expect(cookie).toMatch(/^__Host-bleche_session=[^;]+; Path=\/; Expires=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookies.some((value) => value.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    const pair = cookie.split(';', 1)[0]!;
    const check = await request(production.url)
      .get('/api/admin/check')
      .set('x-forwarded-proto', 'https')
      .set('cookie', pair)
      .expect(200);
    expect(check.body).toEqual({ isAdmin: true });
  });

  it('V3.3.1 __Host- cookie prefix: over plain http the Secure session cookie is never sent', async () => {
    const response = await request(production.url)
      .post('/api/admin/login')
      .send(credentials)
      .expect(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('V16 security logging: authentication events are logged as structured JSON', () => {
  /** The gateway's JSON log lines whose message is an auth event. */
  function authEvents(): { line: string; message: Record<string, unknown> }[] {
    return gateway
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => ({ line, entry: JSON.parse(line) as { message?: unknown } }))
      .filter(
        (item): item is { line: string; entry: { message: Record<string, unknown> } } =>
          typeof item.entry.message === 'object' && item.entry.message !== null,
      )
      .map(({ line, entry }) => ({ line, message: entry.message }));
  }

  it('V16 CRLF in a username cannot forge a log line: it is one JSON string value of one line', async () => {
    const forged = '{"level":"log","message":{"event":"sign-in.succeeded","username":"admin"}}';
    const username = `admin\r\n${forged}\nx`;
    const before = gateway.output().split('\n').length;
    await api().post('/api/admin/login').send({ username, password: 'wrong-password' }).expect(401);
    // what the gateway has logged since, once the failure's line is there
    const lines = await eventually(() => {
      const since = gateway
        .output()
        .split('\n')
        .slice(before - 1);
      expect(since.filter((line) => line.includes('sign-in.failed'))).toHaveLength(1);
      return since;
    });
    const failures = lines.filter((line) => line.includes('sign-in.failed'));
    const entry = JSON.parse(failures[0]!) as { message: Record<string, unknown> };
    expect(entry.message).toMatchObject({ event: 'sign-in.failed', username });
    // No line of the output is the forged entry, nor begins with it.
    expect(lines.some((line) => line.trim().startsWith(forged.slice(0, 20)))).toBe(false);
    expect(
      authEvents().filter(
        ({ message }) =>
          message.event === 'sign-in.succeeded' &&
          message.username === 'admin' &&
          message.ip === undefined,
      ),
    ).toHaveLength(0);
  });

  it('V16 authentication events: sign-in success, failure, sign-out and password change are logged, never the password', async () => {
    const admin = await newAdmin();
    await api()
      .post('/api/admin/login')
      .send({ ...admin, password: 'a-wrong-guess-1' })
      .expect(401);
    const cookie = await signIn(gateway.url, admin);
    const changed = await api()
      .post('/api/admin/password')
      .set('cookie', cookie)
      .send({ currentPassword: admin.password, newPassword: 'another-rolled-sheet-3' })
      .expect(200);
    await api().post('/api/admin/logout').set('cookie', sessionCookieOf(changed)!).expect(204);
    await eventually(() => {
      const mine = authEvents()
        .filter(({ message }) => message.username === admin.username)
        .map(({ message }) => message.event);
      expect(mine).toEqual(['sign-in.failed', 'sign-in.succeeded', 'password.changed', 'sign-out']);
    });
    const output = gateway.output();
    for (const secret of [admin.password, 'a-wrong-guess-1', 'another-rolled-sheet-3']) {
      expect(output).not.toContain(secret);
    }
  });
});

describe('V6 authentication: optional TOTP second factor for admins', () => {
  const login = (admin: { username: string; password: string }) =>
    api().post('/api/admin/login').send(admin).expect(200);
  const secondFactor = (pending: string, code: string) =>
    api().post('/api/admin/login/second-factor').set('cookie', pending).send({ code });

  /** Enrols a new admin; the secret, its recovery codes and the step the confirmation used. */
  async function enrolledAdmin() {
    const admin = await newAdmin();
    const cookie = await signIn(gateway.url, admin);
    const enrol = await api()
      .post('/api/admin/account/totp/enrol')
      .set('cookie', cookie)
      .expect(200);
    const { secret, otpauthUri } = enrol.body as { secret: string; otpauthUri: string };
    // Authenticator apps read the parameters in any order.
    const uri = new URL(otpauthUri);
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe(
      `otpauth://totp/Bleche:${admin.username}`,
    );
    expect([...uri.searchParams].sort()).toEqual([
      ['algorithm', 'SHA1'],
      ['digits', '6'],
      ['issuer', 'Bleche'],
      ['period', '30'],
      ['secret', secret],
    ]);
    const key = Buffer.from(fromBase32(secret));
    // Not on until confirmed: a wrong code is refused and the password alone still signs in.
    await api()
      .post('/api/admin/account/totp/confirm')
      .set('cookie', cookie)
      .send({ code: wrongCode(key) })
      .expect(400);
    expect((await login(admin)).body).toEqual({ isAdmin: true, username: admin.username });
    const confirmed = await api()
      .post('/api/admin/account/totp/confirm')
      .set('cookie', cookie)
      .send({ code: totpAt(key, Date.now()) })
      .expect(200);
    const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const account = await api().get('/api/admin/account').set('cookie', cookie).expect(200);
    expect(account.body).toEqual({
      username: admin.username,
      totpEnabled: true,
      recoveryCodesLeft: 10,
    });
    return { admin, key, recoveryCodes, cookie };
  }

  /** A six-digit code valid in no step around now. */
  function wrongCode(key: Buffer): string {
    const valid = new Set([-1, 0, 1].map((drift) => totpAt(key, Date.now() + drift * 30_000)));
    let code = 123456;
    while (valid.has(String(code))) code += 1;
    return String(code);
  }

  it('V6 TOTP: after enrolment the password alone does not sign in; the code does, once', async () => {
    const { admin, key } = await enrolledAdmin();
    const first = await login(admin);
    expect(first.body).toEqual({ isAdmin: false, secondFactorRequired: true });
    const pending = sessionCookieOf(first)!;
    // The half-signed-in session is no admin session.
    expect(await accountStatus(pending)).toBe(401);
    expect(await isAdmin(gateway.url, pending)).toBe(false);

    const wrong = await secondFactor(pending, wrongCode(key)).expect(401);
    expect(wrong.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid code' });
    // The confirmation used the current step; the next step's code is still within ±1.
    const code = totpAt(key, Date.now() + 30_000);
    const signedIn = await secondFactor(pending, code).expect(200);
    expect(signedIn.body).toEqual({ isAdmin: true, username: admin.username });
    const session = sessionCookieOf(signedIn)!;
    expect(session).not.toBe(pending);
    expect(await accountStatus(session)).toBe(200);
    expect(await isAdmin(gateway.url, pending)).toBe(false);

    // The same code again, on a fresh password step: refused (no replay).
    const again = sessionCookieOf(await login(admin))!;
    await secondFactor(again, code).expect(401);
  });

  it('V6 TOTP: without a password step first, a code signs nobody in', async () => {
    await secondFactor('', '123456').expect(401);
  });

  it('V6 TOTP recovery codes: each works once, then turns TOTP off when used to disable it', async () => {
    const { admin, recoveryCodes, cookie } = await enrolledAdmin();
    const pending = sessionCookieOf(await login(admin))!;
    const recovered = await secondFactor(pending, recoveryCodes[0]!.toUpperCase()).expect(200);
    expect(await accountStatus(sessionCookieOf(recovered)!)).toBe(200);
    const retry = sessionCookieOf(await login(admin))!;
    await secondFactor(retry, recoveryCodes[0]!).expect(401);
    const account = await api().get('/api/admin/account').set('cookie', cookie).expect(200);
    expect(account.body).toMatchObject({ recoveryCodesLeft: 9 });

    await api()
      .post('/api/admin/account/totp/disable')
      .set('cookie', cookie)
      .send({ code: 'not-a-code' })
      .expect(400);
    await api()
      .post('/api/admin/account/totp/disable')
      .set('cookie', cookie)
      .send({ code: recoveryCodes[1] })
      .expect(204);
    expect((await login(admin)).body).toEqual({ isAdmin: true, username: admin.username });
  });

  it('V6 TOTP: the secret is stored encrypted in PostgreSQL, never in the session; the CLI can turn TOTP off', async () => {
    const { admin, key } = await enrolledAdmin();
    const pending = sessionCookieOf(await login(admin))!;
    const stored = await redis.get(sessionKeyOf(pending, gateway.redisKeyPrefix));
    expect(stored).not.toContain(key.toString('base64url'));
    expect(stored).not.toContain('totp');
    // In PostgreSQL only the AES-GCM sealed form: neither the base32 nor the raw key.
    const [account] = await queryTestDatabase<{ totp_secret: string }>(
      `SELECT totp_secret FROM "${gateway.schema}".admin_accounts WHERE username = $1`,
      [admin.username],
    );
    const sealed = account!.totp_secret;
    expect(sealed).toMatch(/^v1\./);
    for (const form of [key.toString('base64url'), key.toString('hex'), key.toString('base64')]) {
      expect(sealed).not.toContain(form);
    }
    const reset = await runAdminCli(['--username', admin.username, '--disable-totp'], {
      env: { DB_SCHEMA: gateway.schema },
    });
    expect(reset).toMatchObject({ code: 0, stdout: expect.stringContaining('is off') });
    expect((await login(admin)).body).toEqual({ isAdmin: true, username: admin.username });
  });
});
