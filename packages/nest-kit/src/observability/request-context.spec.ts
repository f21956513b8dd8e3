import { describe, expect, it } from '@jest/globals';
import {
  currentRequestId,
  isValidRequestId,
  requestIdOrNew,
  runInRequestContext,
} from './request-context.js';

describe('request ids', () => {
  it('keeps a short harmless id and replaces anything else with a UUID', () => {
    expect(requestIdOrNew('test-123_a.b:c')).toBe('test-123_a.b:c');
    expect(requestIdOrNew('a b')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOrNew('x'.repeat(129))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOrNew(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(isValidRequestId(['a'])).toBe(false);
  });

  it('is current inside its context, across awaits, and not outside', async () => {
    expect(currentRequestId()).toBeUndefined();
    await runInRequestContext({ requestId: 'r-1' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestId()).toBe('r-1');
    });
    expect(currentRequestId()).toBeUndefined();
  });
});
