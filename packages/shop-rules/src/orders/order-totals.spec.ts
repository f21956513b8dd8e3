import { describe, expect, it } from '@jest/globals';
import { computeOrderTotals } from './order-totals.js';

describe('computeOrderTotals', () => {
  it('adds 19 % VAT on the net total of goods above the minimum order value, without shipping', () => {
    // 2 x 18.05 + 1 x 14.45 = 50.55 net; 50.55 x 0.19 = 9.6045 -> 9.60; gross 60.15
    expect(
      computeOrderTotals({ lineTotalsInCents: [3610, 1445], shipping: 0, vatRatePercent: 19 }),
    ).toEqual({
      subtotal: '50.55',
      surcharge: '0.00',
      shipping: '0.00',
      net: '50.55',
      vatRate: '19',
      vat: '9.60',
      gross: '60.15',
    });
  });

  it('puts the minimum-order surcharge on the goods and shipping on top, then VAT on all of it', () => {
    // goods 18.05 -> surcharge 6.95 to reach 25.00; + shipping 29.90 = 54.90 net;
    // 54.90 x 0.19 = 10.431 -> 10.43; gross 65.33
    expect(
      computeOrderTotals({ lineTotalsInCents: [1805], shipping: '29.90', vatRatePercent: '19' }),
    ).toEqual({
      subtotal: '18.05',
      surcharge: '6.95',
      shipping: '29.90',
      net: '54.90',
      vatRate: '19',
      vat: '10.43',
      gross: '65.33',
    });
  });

  it('rounds the VAT half up to the cent once, on the net total', () => {
    // 0.50 net x 0.19 = 0.095 -> 0.10 (half up); but the surcharge lifts 0.50 to 25.00 -> 4.75
    expect(
      computeOrderTotals({ lineTotalsInCents: [50], shipping: 0, vatRatePercent: 19 }).vat,
    ).toBe('4.75');
    // 26.50 x 0.19 = 5.035 -> 5.04
    expect(
      computeOrderTotals({ lineTotalsInCents: [2650], shipping: 0, vatRatePercent: 19 }).vat,
    ).toBe('5.04');
    // 100.05 x 0.075 = 7.50375 -> 7.50
    expect(
      computeOrderTotals({ lineTotalsInCents: [10005], shipping: 0, vatRatePercent: 7.5 }),
    ).toMatchObject({ vatRate: '7.5', vat: '7.50', gross: '107.55' });
  });

  it('sums a thousand lines of 0.10 exactly: no floating-point drift', () => {
    const totals = computeOrderTotals({
      lineTotalsInCents: Array.from({ length: 1000 }, () => 10),
      shipping: 0,
      vatRatePercent: 19,
    });
    expect(totals).toMatchObject({ subtotal: '100.00', vat: '19.00', gross: '119.00' });
  });

  it('owes nothing for an empty order, shipping aside', () => {
    expect(computeOrderTotals({ lineTotalsInCents: [], shipping: 0, vatRatePercent: 19 })).toEqual({
      subtotal: '0.00',
      surcharge: '0.00',
      shipping: '0.00',
      net: '0.00',
      vatRate: '19',
      vat: '0.00',
      gross: '0.00',
    });
  });

  it('takes a VAT rate of 0', () => {
    expect(
      computeOrderTotals({ lineTotalsInCents: [5000], shipping: 0, vatRatePercent: 0 }),
    ).toMatchObject({ vatRate: '0', vat: '0.00', gross: '50.00' });
  });
});
