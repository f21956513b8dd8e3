import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-request.js';

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
