import { describe, expect, it } from '@jest/globals';
import { readNumberEntry, steppedValue } from './number-entry';

const side = { min: 1, max: 6000, decimals: 1, unit: 'mm' };

describe('readNumberEntry', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    expect(readNumberEntry('12,5', side)).toEqual({ ok: true, value: 12.5 });
    expect(readNumberEntry(' 12.5 ', side)).toEqual({ ok: true, value: 12.5 });
  });

  it('tells an empty field from text that is not a number', () => {
    expect(readNumberEntry('', side)).toEqual({ ok: false, message: { key: 'required' } });
    expect(readNumberEntry('1.000,5', side)).toEqual({
      ok: false,
      message: { key: 'invalidNumber' },
    });
  });

  it('names the range for a number outside it, and keeps the number', () => {
    const between = { key: 'between', min: 1, max: 6000, unit: 'mm' };
    expect(readNumberEntry('0', side)).toEqual({ ok: false, message: between, value: 0 });
    expect(readNumberEntry('-50', side)).toEqual({ ok: false, message: between, value: -50 });
    expect(readNumberEntry('99999', side)).toEqual({ ok: false, message: between, value: 99999 });
  });

  it('says "at least" or "at most" when the range is open on one side', () => {
    expect(readNumberEntry('-1', { min: 0 })).toMatchObject({
      message: { key: 'atLeast', min: 0 },
    });
    expect(readNumberEntry('11', { max: 10 })).toMatchObject({
      message: { key: 'atMost', max: 10 },
    });
  });

  it('refuses decimals in a count and too many decimals in a size', () => {
    expect(readNumberEntry('2,5', { wholeNumbers: true })).toMatchObject({
      message: { key: 'wholeNumber' },
    });
    expect(readNumberEntry('12,55', side)).toMatchObject({
      message: { key: 'tooManyDecimals', count: 1 },
    });
  });
});

describe('steppedValue', () => {
  it('steps by the step and rounds to its decimals', () => {
    expect(steppedValue(0.2, 1, { step: 0.1 })).toBe(0.3);
    expect(steppedValue(5, -1, { step: 1 })).toBe(4);
    expect(steppedValue(12.5, 1, { step: 1 })).toBe(13.5);
  });

  it('stays inside the range and starts from the minimum when there is no number', () => {
    expect(steppedValue(1, -1, { step: 1, min: 1 })).toBe(1);
    expect(steppedValue(6000, 1, { step: 1, max: 6000 })).toBe(6000);
    expect(steppedValue(undefined, 1, { step: 1, min: 1 })).toBe(2);
  });
});
