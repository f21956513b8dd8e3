import { AppError } from '@shop/nest-kit';
import { RateLimitedError } from '../errors/rate-limited.error.js';

/** The same answer whether the username exists or the password is wrong. */
export function invalidCredentials(): AppError {
  return new AppError(401, 'UNAUTHORIZED', 'Invalid username or password');
}

export function adminSessionRequired(): AppError {
  return new AppError(401, 'UNAUTHORIZED', 'Admin session required; sign in first');
}

/** The same body for every throttled login; only `Retry-After` tells how long. */
export function tooManyLoginAttempts(retryAfterSeconds: number): RateLimitedError {
  return new RateLimitedError(
    'Too many failed sign-in attempts; try again later',
    retryAfterSeconds,
  );
}

/** No sign-in waiting for its second factor (none, or it took longer than allowed). */
export function secondFactorNotPending(): AppError {
  return new AppError(401, 'UNAUTHORIZED', 'Sign in with your password first');
}

export function invalidSecondFactor(): AppError {
  return new AppError(401, 'UNAUTHORIZED', 'Invalid code');
}

/** The same body for every throttled second-factor or password-change attempt. */
export function tooManyAttempts(retryAfterSeconds: number): RateLimitedError {
  return new RateLimitedError('Too many failed attempts; try again later', retryAfterSeconds);
}
