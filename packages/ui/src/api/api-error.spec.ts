import { describe, expect, it } from '@jest/globals';
import { ApiError, retryAfterSecondsOf } from './api-request.js';

describe('ApiError', () => {
  it('is recognised across copies of the package (each remote bundles its own)', () => {
    const own = new ApiError(404, '404: unknown', undefined);
    // What another copy's class makes: its own prototype, the same registered brand.
    const foreign = Object.assign(new Error('404'), {
      status: 404,
      [Symbol.for('bleche.api-error')]: true,
    });
    expect(own instanceof ApiError).toBe(true);
    expect(foreign instanceof ApiError).toBe(true);
    expect(new Error('network') instanceof ApiError).toBe(false);
    expect((null as unknown as object) instanceof ApiError).toBe(false);
  });
});

describe('retryAfterSecondsOf', () => {
  const now = Date.parse('2026-11-28T14:05:00.000Z');

  it('reads seconds, or an HTTP date as the seconds until then', () => {
    expect(retryAfterSecondsOf('5', now)).toBe(5);
    expect(retryAfterSecondsOf(' 0 ', now)).toBe(0);
    expect(retryAfterSecondsOf('Sat, 28 Nov 2026 14:05:30 GMT', now)).toBe(30);
    expect(retryAfterSecondsOf('Sat, 28 Nov 2026 14:00:00 GMT', now)).toBe(0);
  });

  it('is undefined without the header or for a value that is neither', () => {
    expect(retryAfterSecondsOf(null, now)).toBeUndefined();
    expect(retryAfterSecondsOf('', now)).toBeUndefined();
    expect(retryAfterSecondsOf('soon', now)).toBeUndefined();
    expect(retryAfterSecondsOf('-3', now)).toBeUndefined();
  });
});
