import { describe, expect, it } from '@jest/globals';
import {
  effectivePricePerPiece,
  pricePerPiece,
  pricePerPieceTooSmall,
  piecesPerTon,
} from './product-price.js';

describe('pricePerPiece', () => {
  it.each([
    // 1250 EUR/t x 14.796 kg / 1000 = 18.495 -> 18.50
    [1250, 14.796, 18.5],
    // 1180 x 134.4 / 1000 = 158.592 -> 158.59
    [1180, 134.4, 158.59],
    // 4500 x 0.5 / 1000 = 2.25
    [4500, 0.5, 2.25],
    // 1000 x 1.005 / 1000 = 1.005 -> 1.01 (a binary float would round it to 1.00)
    [1000, 1.005, 1.01],
    // 1234.56 x 1.005 / 1000 = 1.2407328 -> 1.24
    [1234.56, 1.005, 1.24],
    ['1250.00', '14.796', 18.5],
  ])('prices %j EUR/t at %j kg as %j EUR', (perTon, weight, expected) => {
    expect(pricePerPiece(perTon, weight)).toBe(expected);
  });
});

describe('piecesPerTon', () => {
  it.each([
    [14.796, 67.5858],
    [134.4, 7.4405],
    [3, 333.3333],
    [2.667, 374.9531],
    [1000, 1],
  ])('%j kg per piece makes %j pieces per tonne', (weight, expected) => {
    expect(piecesPerTon(weight)).toBe(expected);
  });
});

describe('effectivePricePerPiece', () => {
  it('computes the price from tonne price and weight, ignoring a sent price', () => {
    expect(effectivePricePerPiece({ pricePerTon: 1250, weightPerPiece: 14.796, price: 99 })).toBe(
      18.5,
    );
    expect(effectivePricePerPiece({ pricePerTon: 1250, price: 99 })).toBe(99);
    expect(effectivePricePerPiece({ price: 7.4 })).toBe(7.4);
  });
});

describe('pricePerPieceTooSmall', () => {
  it('refuses a price per tonne and weight that come to less than a cent', () => {
    // 1 EUR/t x 0.001 kg / 1000 = 0.000001 -> 0.00
    expect(pricePerPieceTooSmall({ pricePerTon: 1, weightPerPiece: 0.001 })).toBe(true);
    // 1 EUR/t x 4.999 kg / 1000 = 0.004999 -> 0.00; 5 kg = 0.005 -> 0.01
    expect(pricePerPieceTooSmall({ pricePerTon: 1, weightPerPiece: 4.999 })).toBe(true);
    expect(pricePerPieceTooSmall({ pricePerTon: 1, weightPerPiece: 5 })).toBe(false);
  });

  it('leaves a price given without a tonne price or weight alone', () => {
    expect(pricePerPieceTooSmall({ price: 0.01 })).toBe(false);
    expect(pricePerPieceTooSmall({ pricePerTon: 1250, price: 3 })).toBe(false);
  });
});
