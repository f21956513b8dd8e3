import { describe, expect, it } from '@jest/globals';
import { dependencyStatus } from './dependency-status.js';

describe('dependencyStatus', () => {
  it('reports up when the check answers', async () => {
    await expect(dependencyStatus(async () => 'PONG')).resolves.toBe('up');
  });

  it('reports down when the check fails', async () => {
    await expect(
      dependencyStatus(async () => {
        throw new Error('ECONNREFUSED');
      }),
    ).resolves.toBe('down');
  });

  it('reports down when the check hangs longer than the timeout', async () => {
    const startedAt = Date.now();
    await expect(dependencyStatus(() => new Promise(() => undefined), 20)).resolves.toBe('down');
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });
});
