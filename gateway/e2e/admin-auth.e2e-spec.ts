import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import request from 'supertest';
import {
  eventually,
  type PrivateNats,
  repoRoot,
  startPrivateNats,
  startProcess,
  testRedisUrl,
} from '@shop/test-kit';
import {
  isAdmin,
  localAdmin,
  SESSION_COOKIE,
  sessionCookieOf,
  sessionKeyOf,
  signIn,
} from './support/admin-session.js';
import { GatewayProcess } from './support/gateway-test-environment.js';
import { runAdminCli } from './support/admin-cli.js';

// Several tests start a gateway process of their own.
jest.setTimeout(30_000);

let nats: PrivateNats;
const gateway = new GatewayProcess();
const api = () => request(gateway.url);
const wrongPassword = { username: 'admin', password: 'not-the-password' };

beforeAll(async () => {
  nats = await startPrivateNats();
  await gateway.start({ NATS_URL: nats.url });
}, 60_000);

afterAll(async () => {
  await gateway.dispose();
  await nats?.stop();
});

describe('POST /api/admin/login', () => {
  it('signs in with the local-mode credentials and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await api().post('/api/admin/login').send(localAdmin).expect(200);
    expect(response.body).toEqual({ isAdmin: true, username: 'admin' });
    const setCookie = (response.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; Path=/; Expires=`, 'm'));
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    // Plain http in local mode: a Secure cookie would never come back.
    expect(setCookie).not.toMatch(/; Secure/);
    expect(await isAdmin(gateway.url, sessionCookieOf(response))).toBe(true);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const wrong = await api().post('/api/admin/login').send(wrongPassword).expect(401);
    const unknown = await api()
      .post('/api/admin/login')
      .send({ username: 'nobody', password: 'bleche-admin' })
      .expect(401);
    const expected = {
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Invalid username or password',
    };
    expect(wrong.body).toEqual(expected);
    expect(unknown.body).toEqual(expected);
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  it.each([
    ['a missing password', { username: 'admin' }, 'password'],
    ['a blank username', { username: '  ', password: 'x' }, 'username'],
    ['an unknown field', { ...localAdmin, isAdmin: true }, 'isAdmin'],
  ])('answers 400 naming the field for %s', async (_label, body, field) => {
    const response = await api().post('/api/admin/login').send(body).expect(400);
    expect(response.body).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      issues: expect.arrayContaining([expect.objectContaining({ path: field })]),
    });
  });
});

describe('GET /api/admin/check', () => {
  it('says isAdmin false without a session, never 401', async () => {
    const response = await api().get('/api/admin/check').expect(200);
    expect(response.body).toEqual({ isAdmin: false });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('says isAdmin false for a made-up session cookie', async () => {
    expect(await isAdmin(gateway.url, `${SESSION_COOKIE}=forged.value`)).toBe(false);
  });
});

describe('session rotation', () => {
  it('gives a new session id at login and makes the old one useless', async () => {
    const first = await signIn(gateway.url);
    const second = await signIn(gateway.url, localAdmin, first);
    expect(second).not.toBe(first);
    expect(await isAdmin(gateway.url, second)).toBe(true);
    expect(await isAdmin(gateway.url, first)).toBe(false);
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the session: 204, the cookie is cleared and the old cookie no longer works', async () => {
    const cookie = await signIn(gateway.url);
    const response = await api().post('/api/admin/logout').set('cookie', cookie).expect(204);
    expect((response.headers['set-cookie'] as unknown as string[]).join('\n')).toMatch(
      new RegExp(`^${SESSION_COOKIE}=; Max-Age=0`, 'm'),
    );
    expect(await isAdmin(gateway.url, cookie)).toBe(false);
    await api().post('/api/admin/logout').set('cookie', cookie).expect(401);
  });

  it('answers 401 without a session', async () => {
    const response = await api().post('/api/admin/logout').expect(401);
    expect(response.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});

describe('idle timeout', () => {
  const idleMinutes = 10;
  const idleMs = idleMinutes * 60_000;
  const shortLived = new GatewayProcess();
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(testRedisUrl);
    await shortLived.start({ NATS_URL: nats.url, SESSION_IDLE_MINUTES: String(idleMinutes) });
  }, 60_000);

  afterAll(async () => {
    await shortLived.dispose();
    redis?.disconnect();
  });

  // The idle time runs in Redis: the session's key expires unless a request renews it. The test
  // moves that time on in Redis instead of waiting it out.
  it('keeps a session alive while it is used and ends it after the idle time', async () => {
    const cookie = await signIn(shortLived.url);
    const key = sessionKeyOf(cookie, shortLived.redisKeyPrefix);
    const idleTimeLeft = () => redis.pttl(key);
    expect(await idleTimeLeft()).toBeGreaterThan(idleMs - 10_000);
    expect(await idleTimeLeft()).toBeLessThanOrEqual(idleMs);
    // Left idle for all but 5 s of the idle time, three times over: each use renews it in full.
    for (let step = 0; step < 3; step += 1) {
      await redis.pexpire(key, 5_000);
      expect(await isAdmin(shortLived.url, cookie)).toBe(true);
      expect(await idleTimeLeft()).toBeGreaterThan(idleMs - 10_000);
    }
    // Left idle for the whole idle time: Redis lets the session go, and its cookie is worthless.
    await redis.pexpire(key, 1);
    await eventually(async () => expect(await redis.exists(key)).toBe(0));
    expect(await isAdmin(shortLived.url, cookie)).toBe(false);
  });
});

describe('login rate limit', () => {
  /** Trusts X-Forwarded-For from the test (on 127.0.0.1), so each test is its own client IP. */
  const proxied = new GatewayProcess();
  /** Trusts no proxy, like `gateway`; its own, so `gateway` keeps 127.0.0.1's allowance. */
  const untrusting = new GatewayProcess();
  const extraAdmins = { operator: 'steel-sheet-cutter-1', auditor: 'laser-cut-checker-2' };
  let nextAddress = 10;
  const clientIp = () => `198.51.100.${(nextAddress += 1)}`;
  const attempt = (ip: string, body: object) =>
    request(proxied.url).post('/api/admin/login').set('x-forwarded-for', ip).send(body);

  beforeAll(async () => {
    await Promise.all([
      proxied.start({ NATS_URL: nats.url, TRUST_PROXY: '127.0.0.1' }),
      untrusting.start({ NATS_URL: nats.url }),
    ]);
    // Accounts of their own, so each test's failures lock only its own username.
    for (const [username, password] of Object.entries(extraAdmins)) {
      const created = await runAdminCli(['--username', username], {
        stdin: `${password}\n`,
        env: { DB_SCHEMA: proxied.schema },
      });
      expect(created).toMatchObject({ code: 0, stdout: expect.stringContaining('created') });
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all([proxied.dispose(), untrusting.dispose()]);
  });

  const rateLimited = {
    status: 429,
    code: 'RATE_LIMITED',
    message: 'Too many failed sign-in attempts; try again later',
  };

  /** Five failures in a row: four 401s, then the fifth answers 429 with Retry-After. */
  async function failFiveTimes(send: (index: number) => ReturnType<typeof attempt>) {
    const responses = [];
    for (let index = 0; index < 5; index += 1) responses.push(await send(index));
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 429]);
    const last = responses[4]!;
    expect(last.body).toEqual(rateLimited);
    const retryAfter = Number(last.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    return responses;
  }

  it('refuses a username after five failures, then even its right password', async () => {
    const ip = clientIp();
    await failFiveTimes(() => attempt(ip, wrongPassword));
    const blocked = await attempt(clientIp(), localAdmin).expect(429);
    expect(blocked.body).toEqual(rateLimited);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('answers an unknown username exactly like a known one', async () => {
    const known = await failFiveTimes((index) =>
      attempt(clientIp(), { username: 'operator', password: `wrong-${index}` }),
    );
    const unknown = await failFiveTimes((index) =>
      attempt(clientIp(), { username: 'ghost', password: `wrong-${index}` }),
    );
    expect(unknown.map((response) => response.body)).toEqual(
      known.map((response) => response.body),
    );
  });

  it('refuses an IP address after five failures, whatever username it tries next', async () => {
    const ip = clientIp();
    await failFiveTimes((index) => attempt(ip, { username: `user${index}`, password: 'wrong' }));
    await attempt(ip, { username: 'someone-else', password: 'wrong' }).expect(429);
    // Another address is not affected.
    await attempt(clientIp(), { username: 'someone-else', password: 'wrong' }).expect(401);
  });

  it('does not count a successful login as a failure', async () => {
    const ip = clientIp();
    for (let round = 0; round < 6; round += 1) {
      await attempt(ip, { username: 'auditor', password: extraAdmins.auditor }).expect(200);
    }
  });

  it('counts by the socket address when no proxy is trusted: a spoofed X-Forwarded-For does not reset it', async () => {
    const statuses = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await request(untrusting.url)
        .post('/api/admin/login')
        .set('x-forwarded-for', `203.0.113.${index}`)
        .send({ username: `spoof${index}`, password: 'wrong' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});

describe('production configuration', () => {
  // The other refusals (missing, common, no SESSION_SECRET) are unit tests of the configuration.
  it('refuses to start with a weak admin password, saying why', async () => {
    const failure = startProcess(process.execPath, [`${repoRoot}gateway/dist/main.js`], {
      env: {
        NODE_ENV: 'production',
        NATS_URL: nats.url,
        SESSION_SECRET: 'a'.repeat(48),
        ADMIN_PASSWORD: 'short',
      },
      ready: /gateway ready on/,
    });
    await expect(failure).rejects.toThrow(/exited with 1 before it was ready/);
    await expect(failure).rejects.toThrow(
      /gateway cannot start\. Invalid configuration:\n {2}- ADMIN_PASSWORD: is too weak for production: it must be at least 12 characters long/,
    );
  });
});

describe('the first admin', () => {
  /** A second gateway on `gateway`'s schema, started with another ADMIN_PASSWORD. */
  const restarted = new GatewayProcess();

  beforeAll(async () => {
    await restarted.start({
      NATS_URL: nats.url,
      DB_SCHEMA: gateway.schema,
      ADMIN_PASSWORD: 'a-different-password-77',
    });
  }, 60_000);

  afterAll(async () => {
    // Shares `gateway`'s schema, which `gateway.dispose()` drops.
    await restarted.dispose({ keepSchema: true });
  });

  it('keeps an existing password when the gateway restarts with another ADMIN_PASSWORD', async () => {
    await signIn(restarted.url, localAdmin);
    await request(restarted.url)
      .post('/api/admin/login')
      .send({ username: 'admin', password: 'a-different-password-77' })
      .expect(401);
  });
});

describe('npm run admin:user', () => {
  it('resets the password of an existing admin, read from stdin', async () => {
    const reset = await runAdminCli(['--username', 'admin'], {
      stdin: 'a-new-local-password-9\n',
      env: { DB_SCHEMA: gateway.schema },
    });
    expect(reset).toMatchObject({ code: 0, stdout: expect.stringContaining('has a new password') });
    await api().post('/api/admin/login').send(localAdmin).expect(401);
    await signIn(gateway.url, { username: 'admin', password: 'a-new-local-password-9' });
  });

  it('refuses a password on the command line', async () => {
    const result = await runAdminCli(['--username', 'admin', '--password', 'on-the-command-line'], {
      env: { DB_SCHEMA: gateway.schema },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Refusing a password on the command line/);
  });

  it('refuses a weak password', async () => {
    const result = await runAdminCli(['--username', 'admin'], {
      stdin: 'password1234',
      env: { DB_SCHEMA: gateway.schema },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/commonly used password/);
  });
});
