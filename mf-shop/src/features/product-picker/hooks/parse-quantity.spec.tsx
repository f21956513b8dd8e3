import { describe, expect, it } from '@jest/globals';
import { MAX_LINE_QUANTITY } from '@shop/contracts';
import { parseQuantity } from './parse-quantity';

describe('category page quantity', () => {
  it('takes a whole number of at least 1', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('3,')).toBe(3);
    expect(parseQuantity('3.0')).toBe(3);
  });

  it.each(['', '0', '-2', '2.5', '1,5', 'abc', '1e3', '1.000,5', '1,2,3'])(
    'turns %j into 1',
    (text) => {
      expect(parseQuantity(text)).toBe(1);
    },
  );

  it('never asks for more than one cart line may hold', () => {
    expect(parseQuantity('999999')).toBe(MAX_LINE_QUANTITY);
  });
});
