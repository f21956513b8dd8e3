import { AppError } from '@shop/nest-kit';

/** 429 RATE_LIMITED; the gateway answers it with `Retry-After: <retryAfterSeconds>`. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
    this.name = 'RateLimitedError';
  }
}
