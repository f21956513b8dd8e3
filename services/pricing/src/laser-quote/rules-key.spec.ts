import { describe, expect, it } from '@jest/globals';
import { canonicalJson, rulesKey } from './rules-key.js';

const steel3mm = {
  thicknessMm: 3,
  minHoleFactor: 1,
  maxSheetWidthMm: 3000,
  maxSheetHeightMm: 1500,
};

describe('the key of a set of cutting rules', () => {
  it('writes objects with sorted keys at every depth, without undefined fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' }, e: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });

  it('is the SHA-256 of that text, the same in any key order', () => {
    const reordered = {
      maxSheetHeightMm: 1500,
      maxSheetWidthMm: 3000,
      minHoleFactor: 1,
      thicknessMm: 3,
    };
    expect(rulesKey(steel3mm)).toMatch(/^[0-9a-f]{64}$/);
    expect(rulesKey(reordered)).toBe(rulesKey(steel3mm));
  });

  it('differs when any rule differs, or a rule is added', () => {
    expect(rulesKey({ ...steel3mm, thicknessMm: 4 })).not.toBe(rulesKey(steel3mm));
    expect(rulesKey({ ...steel3mm, minHoleFactor: 1.5 })).not.toBe(rulesKey(steel3mm));
    expect(rulesKey({ ...steel3mm, minBendFlangeMm: 10 })).not.toBe(rulesKey(steel3mm));
  });
});
