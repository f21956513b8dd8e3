import { describe, expect, it } from '@jest/globals';
import type { AddCartLine, ManufacturabilityFinding } from '@shop/contracts';
import { isOrderableLine } from '@shop/shop-rules';
import { toCartResponse } from '../carts/cart-view.js';
import type { StoredLine } from '../carts/stored-line.js';
import { admitPart, partFindings } from './part-findings.js';
import { pricedLaser } from './priced-lines.js';
import { repricedLine } from './repriced-lines.js';

const smallHole: ManufacturabilityFinding = {
  code: 'hole_too_small',
  blocking: false,
  element: { kind: 'hole', pattern: 'corners', index: 0 },
  position: { x: 25, y: 25 },
  measuredMm: 2,
  requiredMm: 4.5,
};
const nearEdge: ManufacturabilityFinding = {
  code: 'too_close_to_edge',
  blocking: false,
  element: { kind: 'hole', pattern: 'corners', index: 1 },
  position: { x: 2, y: 25 },
  measuredMm: 1,
  requiredMm: 3,
};
const tooLarge: ManufacturabilityFinding = {
  code: 'part_too_large',
  blocking: true,
  element: { kind: 'outline' },
  position: { x: 2000, y: 50 },
  measuredMm: 4000,
  requiredMm: 3000,
};

function laserLine(findings: ManufacturabilityFinding[]): StoredLine {
  return {
    kind: 'laser',
    unitPrice: '12.40',
    quoteId: '0b7d2b52-6c53-4a8f-8d0e-2b4c7e9d1f22',
    materialId: 3,
    materialName: 'Edelstahl 304',
    thickness: 3,
    fileName: 'flansch.dxf',
    width: 120,
    height: 80,
    ...partFindings(findings),
  };
}

function addLaser(confirmedFindings?: Array<ManufacturabilityFinding['code']>): AddCartLine {
  return {
    kind: 'laser',
    quoteId: '0b7d2b52-6c53-4a8f-8d0e-2b4c7e9d1f22',
    materialId: 3,
    thickness: 3,
    quantity: 1,
    ...(confirmedFindings ? { confirmedFindings } : {}),
  };
}

describe('partFindings', () => {
  it('keeps nothing for a part without findings', () => {
    expect(partFindings([])).toEqual({});
  });

  it('keeps warnings, and marks a part with a blocking finding as not manufacturable', () => {
    expect(partFindings([smallHole])).toEqual({ findings: [smallHole] });
    expect(partFindings([smallHole, tooLarge])).toEqual({
      findings: [smallHole, tooLarge],
      notManufacturable: true,
    });
  });
});

describe('admitPart', () => {
  it('admits a part without findings and lines that are not parts', () => {
    expect(admitPart(laserLine([]), addLaser())).toEqual({ outcome: 'admitted' });
    const sheet: StoredLine = {
      kind: 'sheet',
      unitPrice: '4.19',
      materialId: 2,
      materialName: 'Stahl S235',
      width: 200,
      height: 100,
      thickness: 3,
      pricePerM2: '28.90',
    };
    expect(
      admitPart(sheet, {
        kind: 'sheet',
        materialId: 2,
        width: 200,
        height: 100,
        thickness: 3,
        quantity: 1,
      }),
    ).toEqual({ outcome: 'admitted' });
  });

  it('refuses a part with a blocking finding even when everything is confirmed', () => {
    expect(
      admitPart(laserLine([smallHole, tooLarge]), addLaser(['hole_too_small', 'part_too_large'])),
    ).toEqual({ outcome: 'not-manufacturable', findings: [tooLarge] });
  });

  it('asks for confirmation until every warning is confirmed', () => {
    const line = laserLine([smallHole, nearEdge]);
    expect(admitPart(line, addLaser())).toEqual({
      outcome: 'confirmation-required',
      findings: [smallHole, nearEdge],
    });
    expect(admitPart(line, addLaser(['hole_too_small']))).toEqual({
      outcome: 'confirmation-required',
      findings: [smallHole, nearEdge],
    });
    expect(admitPart(line, addLaser(['too_close_to_edge', 'hole_too_small']))).toEqual({
      outcome: 'admitted',
    });
  });
});

describe('a part that can no longer be made', () => {
  it('is shown with its findings but counts neither in the badge nor in the totals', () => {
    const blocked = laserLine([tooLarge]);
    const fine = laserLine([smallHole]);
    expect(isOrderableLine(blocked)).toBe(false);
    expect(isOrderableLine(fine)).toBe(true);
    const cart = toCartResponse([
      { id: '5f0c8f4e-4b8e-4c1a-9a57-2f1d1f3b9a01', quantity: 2, line: fine },
      { id: '6a1d9f5e-4b8e-4c1a-9a57-2f1d1f3b9a02', quantity: 5, line: blocked },
    ]);
    expect(cart.totalQuantity).toBe(2);
    // 2 × 12.40 = 24.80, made up to the 25.00 minimum
    expect(cart.summary).toMatchObject({ subtotal: '24.80', surcharge: '0.20', total: '25.00' });
    expect(cart.items.map((item) => [item.findings, item.notManufacturable])).toEqual([
      [[smallHole], undefined],
      [[tooLarge], true],
    ]);
  });
});

describe('findings from pricing', () => {
  const add: AddCartLine = {
    kind: 'laser',
    quoteId: '0b7d2b52-6c53-4a8f-8d0e-2b4c7e9d1f22',
    materialId: 3,
    thickness: 3,
    quantity: 1,
  };
  const quote = {
    unitPrice: 12.4,
    materialName: 'Edelstahl 304',
    fileName: 'flansch.dxf',
    widthMm: 120,
    heightMm: 80,
  };

  it('puts the quote findings on the priced line', () => {
    expect(pricedLaser(add, { ...quote, findings: [smallHole] })).toEqual({
      outcome: 'priced',
      line: laserLine([smallHole]),
    });
    expect(pricedLaser(add, quote)).toEqual({ outcome: 'priced', line: laserLine([]) });
  });

  it('keeps the new findings of a line checked again, and marks it when it became blocking', () => {
    const stored = { ...laserLine([smallHole]), pricesGeneration: 3 };
    const tighter = pricedLaser(add, { ...quote, findings: [smallHole, tooLarge] });
    expect(repricedLine(stored, tighter, 4)).toEqual({
      ...laserLine([smallHole, tooLarge]),
      pricesGeneration: 4,
    });
    expect(isOrderableLine(repricedLine(stored, tighter, 4)!)).toBe(false);
    const relaxed = pricedLaser(add, quote);
    expect(repricedLine(stored, relaxed, 5)).toEqual({ ...laserLine([]), pricesGeneration: 5 });
  });
});
