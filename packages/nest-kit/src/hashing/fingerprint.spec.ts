import { describe, expect, it } from '@jest/globals';
import { canonicalJson, fingerprintOf } from './fingerprint.js';

describe('canonical JSON and fingerprints', () => {
  it('writes objects with sorted keys at every depth, without undefined fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' }, e: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });

  it('gives equal values the same SHA-256, whatever the order of their keys', () => {
    expect(fingerprintOf({ a: 1, b: 'ü' })).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf({ b: 'ü', a: 1 })).toBe(fingerprintOf({ a: 1, b: 'ü' }));
    // sha256('{"a":1}')
    expect(fingerprintOf({ a: 1 })).toBe(
      '015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862',
    );
  });

  it('differs when any field differs, is added or changes its type', () => {
    const base = fingerprintOf({ a: 1, b: { c: 'x' } });
    expect(fingerprintOf({ a: 1, b: { c: 'y' } })).not.toBe(base);
    expect(fingerprintOf({ a: 1, b: { c: 'x' }, d: 0 })).not.toBe(base);
    expect(fingerprintOf({ a: '1', b: { c: 'x' } })).not.toBe(base);
  });
});
