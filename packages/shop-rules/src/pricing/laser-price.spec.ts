import { describe, expect, it } from '@jest/globals';
import { priceLaserQuote, type LaserPartMeasures } from './laser-price.js';

function metrics(
  widthMm: number,
  heightMm: number,
  cutLengthMm: number,
  pierceCount: number,
): LaserPartMeasures {
  return { cutLengthMm, pierceCount, boundingBox: { widthMm, heightMm } };
}

describe('priceLaserQuote', () => {
  it('prices material by bounding box, cutting by length and pierces by count (computed by hand)', () => {
    // 1000 x 500 mm = 0.5 m² x 28.90 = 14.45; 3.141593 m x 1.20 = 3.7699 -> 3.77;
    // 11 x 0.15 = 1.65; unit 19.87; x 3 = 59.61
    expect(
      priceLaserQuote(metrics(1000, 500, 3141.593, 11), {
        pricePerM2: '28.90',
        cuttingLineCost: 1.2,
        holeCost: '0.15',
        quantity: 3,
      }),
    ).toEqual({
      areaM2: 0.5,
      materialCost: 14.45,
      cutLengthM: 3.141593,
      cuttingCost: 3.77,
      pierceCount: 11,
      pierceCost: 1.65,
      unitPrice: 19.87,
      totalPrice: 59.61,
    });
  });

  it('rounds measures to 0.001 mm and each amount half up to the cent', () => {
    // 100.0004 mm rounds to 100 mm: 100 x 100 mm = 0.01 m² x 0.5 = 0.005 -> 0.01;
    // 0.0125 m x 2 = 0.025 -> 0.03; 1 x 0.004 -> 0.00; unit 0.04; x 7 = 0.28
    expect(
      priceLaserQuote(metrics(100.0004, 100, 12.5, 1), {
        pricePerM2: 0.5,
        cuttingLineCost: 2,
        holeCost: 0.004,
        quantity: 7,
      }),
    ).toMatchObject({
      areaM2: 0.01,
      materialCost: 0.01,
      cuttingCost: 0.03,
      pierceCost: 0,
      unitPrice: 0.04,
      totalPrice: 0.28,
    });
  });

  it('agrees to the cent for 0.1 + 0.2 style inputs', () => {
    const price = priceLaserQuote(metrics(300, 100, 1000, 3), {
      pricePerM2: 0.1,
      cuttingLineCost: 0.2,
      holeCost: 0.1,
      quantity: 1,
    });
    // 0.03 m² x 0.1 = 0.003 -> 0.00; 1 m x 0.2 = 0.20; 3 x 0.1 = 0.30
    expect(price.unitPrice).toBe(0.5);
  });

  it('refuses a quantity that is not a positive integer', () => {
    const inputs = { pricePerM2: 1, cuttingLineCost: 1, holeCost: 1 };
    expect(() => priceLaserQuote(metrics(1, 1, 1, 1), { ...inputs, quantity: 0 })).toThrow(
      RangeError,
    );
    expect(() => priceLaserQuote(metrics(1, 1, 1, 1), { ...inputs, quantity: 1.5 })).toThrow(
      RangeError,
    );
  });
});
