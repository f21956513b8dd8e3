import type { TFunction } from 'i18next';
import type { LocaleFormats } from '@shop/ui';
import { LoginError } from '../api/login';

/** The login window of the gateway's rate limit, used when a 429 names no wait (15 minutes). */
const DEFAULT_LOCKOUT_MINUTES = 15;

/**
 * The description of the 'Anmeldefehler' toast, in the operator's language: wrong
 * credentials, too many attempts with the wait from Retry-After, or the server not reachable.
 */
export function loginErrorText(error: unknown, t: TFunction<'admin'>, formats: LocaleFormats) {
  const status = error instanceof LoginError ? error.status : undefined;
  if (status === 429) {
    const seconds = error instanceof LoginError ? error.retryAfterSeconds : undefined;
    const minutes =
      seconds === undefined ? DEFAULT_LOCKOUT_MINUTES : Math.max(1, Math.ceil(seconds / 60));
    return t('login.tooManyAttempts', { duration: formats.minutes(minutes) });
  }
  if (status === 400 || status === 401) return t('login.invalidCredentials');
  return t('login.unavailable');
}
