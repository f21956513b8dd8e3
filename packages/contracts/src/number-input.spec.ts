import { describe, expect, it } from '@jest/globals';
import { parseNumberInput } from './number-input.js';

const number = (value: number) => ({ kind: 'number', value });
const invalid = { kind: 'invalid' };

describe('parseNumberInput', () => {
  it('reads a decimal comma as a decimal point', () => {
    expect(parseNumberInput('12,5')).toEqual(number(12.5));
  });

  it('reads a decimal point', () => {
    expect(parseNumberInput('12.5')).toEqual(number(12.5));
  });

  it('ignores spaces around the number', () => {
    expect(parseNumberInput(' 12,5 ')).toEqual(number(12.5));
    expect(parseNumberInput('\t7\n')).toEqual(number(7));
  });

  it('reads a separator without digits before it as 0', () => {
    expect(parseNumberInput(',5')).toEqual(number(0.5));
    expect(parseNumberInput('.25')).toEqual(number(0.25));
  });

  it('reads a separator without digits after it as a whole number', () => {
    expect(parseNumberInput('12,')).toEqual(number(12));
    expect(parseNumberInput('12.')).toEqual(number(12));
  });

  it('reads whole numbers and negative numbers (the range is the field’s business)', () => {
    expect(parseNumberInput('6000')).toEqual(number(6000));
    expect(parseNumberInput('-50')).toEqual(number(-50));
    expect(parseNumberInput('-0,5')).toEqual(number(-0.5));
    expect(parseNumberInput('0')).toEqual(number(0));
  });

  it('refuses several separators instead of guessing thousands', () => {
    expect(parseNumberInput('1,2,3')).toEqual(invalid);
    expect(parseNumberInput('1.000,5')).toEqual(invalid);
    expect(parseNumberInput('1,000.5')).toEqual(invalid);
    expect(parseNumberInput('1.2.3')).toEqual(invalid);
  });

  it('refuses text, exponents and lone signs or separators', () => {
    expect(parseNumberInput('abc')).toEqual(invalid);
    expect(parseNumberInput('12abc')).toEqual(invalid);
    expect(parseNumberInput('1e3')).toEqual(invalid);
    expect(parseNumberInput('-')).toEqual(invalid);
    expect(parseNumberInput(',')).toEqual(invalid);
    expect(parseNumberInput('1 000')).toEqual(invalid);
    expect(parseNumberInput('Infinity')).toEqual(invalid);
    expect(parseNumberInput('0x10')).toEqual(invalid);
  });

  it('tells an empty field apart from an invalid one', () => {
    expect(parseNumberInput('')).toEqual({ kind: 'empty' });
    expect(parseNumberInput('   ')).toEqual({ kind: 'empty' });
  });
});
