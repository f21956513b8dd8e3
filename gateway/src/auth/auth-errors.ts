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
