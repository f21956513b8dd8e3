import { describe, expect, it } from '@jest/globals';
import { corsHeaders } from './cors.js';

describe('corsHeaders', () => {
  const trusted = new Set(['https://bleche.example']);

  it('V3 CORS limited to the configured origin: the configured origin may read answers', () => {
    expect(corsHeaders('https://bleche.example', trusted)).toEqual({
      'access-control-allow-origin': 'https://bleche.example',
      'access-control-allow-credentials': 'true',
    });
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a sandboxed page', 'null'],
    ['a look-alike', 'https://bleche.example.evil.example'],
    ['no origin', undefined],
    ['several origins', ['https://bleche.example', 'https://evil.example']],
  ])('V3 CORS limited to the configured origin: %s gets no CORS headers', (_label, origin) => {
    expect(corsHeaders(origin, trusted)).toBeUndefined();
  });
});
