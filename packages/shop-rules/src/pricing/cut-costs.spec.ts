import { describe, expect, it } from '@jest/globals';
import {
  cuttingCostCents,
  holesCostCents,
  materialCostCents,
  metres,
  squareMetres,
} from './cut-costs.js';

describe('the charges of a cut part, in whole cents', () => {
  it.each([
    // 1000 x 500 mm = 0.5 m² x 28.90 = 14.45 EUR
    [[1000, 500], 28.9, 1445],
    // 100.1 x 200.2 mm = 0.02004002 m² x 10.10 = 0.2024 -> 0.20 (exact, no float drift)
    [[100.1, 200.2], '10.10', 20],
    // 5890.49 mm² as one number x 100 = 0.589049 -> 0.59
    [[5890.49], '100', 59],
  ])('charges metal of %j mm² at %j EUR/m² as %j cents', (factors, pricePerM2, cents) => {
    expect(materialCostCents(factors, pricePerM2)).toBe(cents);
  });

  it('charges cutting by the metre and holes by the piece, half up', () => {
    // 3000 mm x 1.20 = 3.60; 1160 mm x 0.35 = 0.406 -> 0.41; 12.5 mm x 2 = 0.025 -> 0.03
    expect(cuttingCostCents(3000, 1.2)).toBe(360);
    expect(cuttingCostCents(1160, '0.35')).toBe(41);
    expect(cuttingCostCents(12.5, 2)).toBe(3);
    // 11 x 0.15 = 1.65; 1 x 0.004 -> 0.00
    expect(holesCostCents(11, '0.15')).toBe(165);
    expect(holesCostCents(1, 0.004)).toBe(0);
  });

  it('shows areas in m² and lengths in m to the places asked', () => {
    expect(squareMetres([123, 457], 6)).toBe(0.056211);
    expect(squareMetres([7853.98], 8)).toBe(0.00785398);
    expect(metres(600.6, 6)).toBe(0.6006);
  });
});
