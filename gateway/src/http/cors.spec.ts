import { describe, expect, it } from '@jest/globals';
import { allowedCorsOrigin } from './cors.js';

describe('allowedCorsOrigin', () => {
  const trusted = new Set(['https://bleche.example']);

  it('V3 CORS limited to the configured origin: the configured origin may read answers', () => {
    expect(allowedCorsOrigin('https://bleche.example', trusted)).toBe('https://bleche.example');
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a sandboxed page', 'null'],
    ['a look-alike', 'https://bleche.example.evil.example'],
    ['no origin', undefined],
    ['several origins', ['https://bleche.example', 'https://evil.example']],
  ])('V3 CORS limited to the configured origin: %s gets no CORS headers', (_label, origin) => {
    expect(allowedCorsOrigin(origin, trusted)).toBe(false);
  });
});
