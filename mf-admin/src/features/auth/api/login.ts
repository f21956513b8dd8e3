import { useMutation } from '@tanstack/react-query';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** Why a login failed: the status (none when the server was not reached) and, for 429, the wait. */
export class LoginError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly retryAfterSeconds: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

/** Reads Retry-After, given either as seconds or as an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** What a successful password step answers: signed in, or a TOTP code still due. */
export interface LoginResult {
  secondFactorRequired: boolean;
}

/**
 * `POST /api/admin/login`. Not through `apiRequest`: a refused login must keep the Retry-After
 * header, which the shared helper does not pass on.
 */
export async function login(credentials: LoginCredentials): Promise<LoginResult> {
  return postLogin('/api/admin/login', credentials);
}

/** `POST /api/admin/login/second-factor`: the TOTP code (or a recovery code) after the password. */
export async function submitSecondFactor(code: string): Promise<LoginResult> {
  return postLogin('/api/admin/login/second-factor', { code });
}

async function postLogin(path: string, body: object): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new LoginError(undefined, undefined, error instanceof Error ? error.message : 'offline');
  }
  if (!response.ok) {
    const text = await response.text();
    throw new LoginError(
      response.status,
      parseRetryAfter(response.headers.get('Retry-After')),
      `${response.status}: ${text || response.statusText}`,
    );
  }
  const answer = (await response.json().catch(() => ({}))) as { secondFactorRequired?: unknown };
  return { secondFactorRequired: answer.secondFactorRequired === true };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useSecondFactor() {
  return useMutation({ mutationFn: submitSecondFactor });
}
