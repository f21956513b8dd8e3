import { describe, expect, it } from '@jest/globals';
import { DependencyUnavailableError, waitForDependency } from './wait-for-dependency.js';

const fast = { initialDelayMs: 5, maxDelayMs: 20 };

describe('waitForDependency', () => {
  it('retries until the dependency answers', async () => {
    let attempts = 0;
    const retries: number[] = [];
    const result = await waitForDependency(
      'PostgreSQL',
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('ECONNREFUSED');
        return 'connected';
      },
      { ...fast, onRetry: (attempt) => retries.push(attempt) },
    );
    expect(result).toBe('connected');
    expect(retries).toEqual([1, 2]);
  });

  it('gives up after the time budget and names the dependency', async () => {
    const startedAt = Date.now();
    const failure = waitForDependency(
      'NATS',
      async () => {
        throw new Error('ECONNREFUSED 127.0.0.1:4222');
      },
      { ...fast, timeoutMs: 100 },
    );
    await expect(failure).rejects.toBeInstanceOf(DependencyUnavailableError);
    await expect(failure).rejects.toThrow(/^NATS is not reachable after \d+ s: ECONNREFUSED/);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it('stops at once on an error that waiting cannot fix', async () => {
    let attempts = 0;
    const failure = waitForDependency(
      'PostgreSQL',
      async () => {
        attempts += 1;
        throw Object.assign(new Error('password authentication failed'), { code: '28P01' });
      },
      { ...fast, isFatal: (error) => (error as { code?: string }).code === '28P01' },
    );
    await expect(failure).rejects.toThrow(
      'PostgreSQL refused the connection: password authentication failed',
    );
    expect(attempts).toBe(1);
  });
});
