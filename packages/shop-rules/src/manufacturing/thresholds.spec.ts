import { describe, expect, it } from '@jest/globals';
import { isBlockingFinding } from './blocking-findings.js';
import {
  exceeds,
  fallsShort,
  minEdgeDistanceMm,
  minHoleDiameterMm,
  minWebMm,
  partSizeProblems,
} from './thresholds.js';

const steel3mm = {
  thicknessMm: 3,
  minHoleFactor: 1,
  maxSheetWidthMm: 3000,
  maxSheetHeightMm: 1500,
};

describe('hole, edge and web limits', () => {
  it('make the smallest hole factor x thickness, to 0.01 mm', () => {
    expect(minHoleDiameterMm(steel3mm)).toBe(3);
    // 1.5 x 2.5 mm = 3.75 mm; 1.5 x 0.8 = 1.2
    expect(minHoleDiameterMm({ ...steel3mm, minHoleFactor: 1.5, thicknessMm: 2.5 })).toBe(3.75);
    expect(minHoleDiameterMm({ ...steel3mm, minHoleFactor: 1.5, thicknessMm: 0.8 })).toBe(1.2);
  });

  it('keep holes a thickness from the edge and from each other', () => {
    expect(minEdgeDistanceMm(steel3mm)).toBe(3);
    expect(minWebMm({ ...steel3mm, thicknessMm: 1.5 })).toBe(1.5);
  });

  it('let a measure within 0.005 mm of a limit pass', () => {
    expect(fallsShort(2.995, 3)).toBe(false);
    expect(fallsShort(2.994, 3)).toBe(true);
    expect(exceeds(3000.005, 3000)).toBe(false);
    expect(exceeds(3000.006, 3000)).toBe(true);
  });
});

describe('partSizeProblems', () => {
  it('fits a part to the sheet in either orientation', () => {
    expect(partSizeProblems(1500, 3000, steel3mm)).toEqual([]);
    expect(partSizeProblems(3001, 100, steel3mm)).toEqual([
      { code: 'part_too_large', measuredMm: 3001, requiredMm: 3000 },
    ]);
    expect(partSizeProblems(2000, 1600, steel3mm)).toEqual([
      { code: 'part_too_large', measuredMm: 1600, requiredMm: 1500 },
    ]);
  });

  it('refuses a side shorter than 5 mm', () => {
    expect(partSizeProblems(4.9, 100, steel3mm)).toEqual([
      { code: 'part_too_small', measuredMm: 4.9, requiredMm: 5 },
    ]);
    expect(partSizeProblems(5, 5, steel3mm)).toEqual([]);
  });
});

describe('isBlockingFinding', () => {
  it('blocks a part too large and a hole outside the part, and warns about the rest', () => {
    expect(isBlockingFinding('part_too_large')).toBe(true);
    expect(isBlockingFinding('hole_outside_part')).toBe(true);
    for (const code of [
      'hole_too_small',
      'too_close_to_edge',
      'web_too_thin',
      'part_too_small',
    ] as const) {
      expect(isBlockingFinding(code)).toBe(false);
    }
  });
});
