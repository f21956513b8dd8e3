import { describe, expect, it } from '@jest/globals';
import type { StoredLine } from '../carts/stored-line.js';
import { addLineFor, repricedLine } from './repriced-lines.js';

const sheet: StoredLine = {
  kind: 'sheet',
  unitPrice: '18.05',
  pricesGeneration: 1,
  materialId: 2,
  materialName: 'Stahl S235',
  width: 1000,
  height: 500,
  thickness: 3,
  pricePerM2: '28.90',
};
const laser: StoredLine = {
  kind: 'laser',
  unitPrice: '9.10',
  quoteId: '7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  materialId: 2,
  materialName: 'Stahl S235',
  thickness: 3,
  fileName: 'part.dxf',
  width: 120,
  height: 80,
};

describe('V2 stale price replaced: re-pricing a stored line', () => {
  it('asks for the price from the line’s own parameters, never its stored price', () => {
    expect(addLineFor(sheet)).toEqual({
      kind: 'sheet',
      materialId: 2,
      width: 1000,
      height: 500,
      thickness: 3,
      quantity: 1,
    });
    expect(addLineFor(laser)).toEqual({
      kind: 'laser',
      quoteId: laser.quoteId,
      materialId: 2,
      thickness: 3,
      quantity: 1,
    });
    expect(
      addLineFor({ kind: 'product', unitPrice: '6.30', productId: 7, product: { name: 'Flach' } }),
    ).toEqual({ kind: 'product', productId: 7, quantity: 1 });
  });

  it('replaces a changed price and keeps the old one for the note', () => {
    const fresh = {
      ...sheet,
      unitPrice: '23.60',
      pricePerM2: '40.00',
      pricesGeneration: undefined,
    };
    expect(repricedLine(sheet, { outcome: 'priced', line: fresh }, 4)).toEqual({
      ...fresh,
      pricesGeneration: 4,
      previousUnitPrice: '18.05',
    });
  });

  it('stamps an unchanged price with the new generation and adds no note', () => {
    expect(repricedLine(sheet, { outcome: 'priced', line: sheet }, 4)).toEqual({
      ...sheet,
      pricesGeneration: 4,
    });
  });

  it('marks a line that is refused now as unavailable, and makes it available when priced again', () => {
    const error = { status: 404, code: 'NOT_FOUND' as const, message: 'gone' };
    const gone = repricedLine(sheet, { outcome: 'refused', error }, 4)!;
    expect(gone).toEqual({ ...sheet, pricesGeneration: 4, unavailable: true });
    expect(repricedLine(gone, { outcome: 'priced', line: sheet }, 5)).not.toHaveProperty(
      'unavailable',
    );
  });

  it('leaves a line stale while pricing cannot be reached, to try again on the next read', () => {
    expect(
      repricedLine(sheet, { outcome: 'unavailable', kind: 'sheet', service: 'pricing' }, 4),
    ).toBeUndefined();
  });
});
