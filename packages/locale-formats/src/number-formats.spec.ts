import { describe, expect, it } from '@jest/globals';
import { createNumberFormats } from './number-formats.js';

// Intl writes a no-break space (U+00A0) or a narrow one (U+202F) where people see a space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const german = createNumberFormats('de');
const english = createNumberFormats('en');
const polish = createNumberFormats('pl');

describe('createNumberFormats', () => {
  it('writes euros with cents as each language does', () => {
    expect(plain(german.money(1234.5))).toBe('1.234,50 €');
    expect(plain(german.money('0.05'))).toBe('0,05 €');
    expect(english.money('1234.56')).toBe('€1,234.56');
    expect(plain(polish.money('1234.56'))).toBe('1234,56 €');
    expect(plain(polish.money('12345.60'))).toBe('12 345,60 €');
  });

  it('writes prices per tonne without cents', () => {
    expect(plain(german.moneyPerTonne(1250))).toBe('1.250 €');
    expect(english.moneyPerTonne('980.4')).toBe('€980');
  });

  it('writes a rate given in percent with the language’s sign and spacing', () => {
    expect(plain(german.percent('19'))).toBe('19 %');
    expect(plain(german.percent('7.5'))).toBe('7,5 %');
    expect(english.percent(19)).toBe('19%');
    expect(polish.percent('5')).toBe('5%');
  });

  it('writes weights in kg with two decimals', () => {
    expect(german.kilograms('49.2')).toBe('49,20');
    expect(english.kilograms(1234.567)).toBe('1,234.57');
  });

  it('never groups the digits of millimetres, in any language', () => {
    expect(german.millimetres(6000)).toBe('6000');
    expect(english.millimetres(6000)).toBe('6000');
    expect(polish.millimetres(6000)).toBe('6000');
    expect(polish.millimetres(12500)).toBe('12500');
  });

  it('writes millimetres with at most two decimals and without trailing zeros', () => {
    expect(german.millimetres(2.5)).toBe('2,5');
    expect(german.millimetres('5.60')).toBe('5,6');
    expect(german.millimetres(0.75)).toBe('0,75');
    expect(german.millimetres(123.456)).toBe('123,46');
    expect(english.millimetres(2.5)).toBe('2.5');
  });

  it('writes millimetres with exactly the decimals asked for, still without grouping', () => {
    expect(german.millimetres(80.5, 1)).toBe('80,5');
    expect(german.millimetres(1200, 1)).toBe('1200,0');
    expect(english.millimetres(60.56, 1)).toBe('60.6');
  });

  it('writes counts, areas, cutting lengths, waits and exact decimals', () => {
    expect(german.count(1200)).toBe('1.200');
    expect(german.area(0.056211)).toBe('0,0562');
    expect(polish.area(0.5)).toBe('0,50');
    expect(german.length(0.6006)).toBe('0,601');
    expect(german.minutes(15)).toBe('15 Minuten');
    expect(english.minutes(1)).toBe('1 minute');
    expect(german.fixed(0.5, 4)).toBe('0,5000');
    expect(german.fixed(2, 2)).toBe('2,00');
  });

  it('writes a file’s size in bytes below a kilobyte, else in kB', () => {
    expect(plain(german.fileSize(830))).toBe('830 Byte');
    expect(plain(german.fileSize(12_400))).toBe('12,4 kB');
  });

  it('writes numbers for number fields without grouping, in the language a field reads back', () => {
    expect(german.numberInput(6000.5)).toBe('6000,5');
    expect(german.amountInput(1234.5)).toBe('1234,50');
    expect(german.decimalInput('18.50')).toBe('18,50');
    expect(german.decimalInput('6000')).toBe('6000');
    expect(polish.amountInput(28.9)).toBe('28,90');
    expect(english.amountInput(28.9)).toBe('28.90');
    expect(english.decimalInput('18.50')).toBe('18.50');
  });
});
