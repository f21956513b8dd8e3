import request from 'supertest';

/** Local-mode credentials the README names (the gateway's defaults outside production). */
export const localAdmin = { username: 'admin', password: 'bleche-admin' } as const;

export const SESSION_COOKIE = 'bleche_session';

/** The `name=value` of the session cookie a response sets, if it sets one with a value. */
export function sessionCookieOf(response: {
  headers: Record<string, unknown>;
}): string | undefined {
  const setCookie = response.headers['set-cookie'];
  const cookies = Array.isArray(setCookie) ? (setCookie as string[]) : [];
  const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  const pair = session?.split(';', 1)[0];
  return pair && pair !== `${SESSION_COOKIE}=` ? pair : undefined;
}

/**
 * The Redis key a gateway with `redisKeyPrefix` keeps the session of `cookie` (`name=value`)
 * under: the cookie's value is the session id and its signature, joined by a dot.
 */
export function sessionKeyOf(cookie: string, redisKeyPrefix: string): string {
  const sessionId = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
  return `${redisKeyPrefix}session:${sessionId}`;
}

/** Signs in and returns the session cookie (`bleche_session=...`); fails the test otherwise. */
export async function signIn(
  baseUrl: string,
  credentials: { username: string; password: string } = localAdmin,
  cookie?: string,
): Promise<string> {
  const login = request(baseUrl).post('/api/admin/login');
  if (cookie) void login.set('cookie', cookie);
  const response = await login.send(credentials);
  if (response.status !== 200) {
    throw new Error(`login answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  const session = sessionCookieOf(response);
  if (!session) throw new Error('login set no session cookie');
  return session;
}

/** What `GET /api/admin/check` says for this cookie. */
export async function isAdmin(baseUrl: string, cookie?: string): Promise<boolean> {
  const check = request(baseUrl).get('/api/admin/check');
  if (cookie) void check.set('cookie', cookie);
  const response = await check.expect(200);
  return (response.body as { isAdmin: boolean }).isAdmin;
}
