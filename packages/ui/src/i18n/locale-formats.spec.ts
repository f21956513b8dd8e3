import { describe, expect, it } from '@jest/globals';
import { createLocaleFormats } from './locale-formats.js';

describe('createLocaleFormats', () => {
  it('writes money, thickness, area and length the German way', () => {
    const formats = createLocaleFormats('de');
    expect(formats.money(1234.5)).toBe('1.234,50\u00a0€');
    expect(formats.thickness(1.5)).toBe('1,5');
    expect(formats.area(0.056211)).toBe('0,0562');
    expect(formats.length(0.6006)).toBe('0,601');
    expect(formats.millimetres(6000)).toBe('6.000');
  });

  it('writes them the English and Polish way', () => {
    expect(createLocaleFormats('en').money(18.05)).toBe('€18.05');
    expect(createLocaleFormats('en').thickness(1.5)).toBe('1.5');
    expect(createLocaleFormats('pl').money(18.05)).toBe('18,05\u00a0€');
    expect(createLocaleFormats('pl').area(0.5)).toBe('0,50');
  });

  it("reads the contracts' decimal strings for money, dimensions, weights and rates", () => {
    const formats = createLocaleFormats('de');
    expect(formats.money('18.05')).toBe('18,05\u00a0€');
    expect(formats.dimension('5.60')).toBe('5,6');
    expect(formats.kilograms('49.2')).toBe('49,20');
    expect(formats.percent('19')).toBe('19\u00a0%');
    expect(createLocaleFormats('en').percent('7.5')).toBe('7.5%');
  });

  it('writes prices per tonne without cents, exact decimals and waits in minutes', () => {
    const formats = createLocaleFormats('de');
    expect(formats.moneyPerTonne(1250)).toBe('1.250\u00a0€');
    expect(formats.fixed(0.5, 4)).toBe('0,5000');
    expect(formats.fixed(2, 2)).toBe('2,00');
    expect(formats.minutes(15)).toBe('15 Minuten');
    expect(createLocaleFormats('en').minutes(1)).toBe('1 minute');
  });

  it('writes numbers for number fields without grouping, in the language a field reads back', () => {
    const german = createLocaleFormats('de');
    expect(german.numberInput(6000.5)).toBe('6000,5');
    expect(german.amountInput(1234.5)).toBe('1234,50');
    expect(german.decimalInput('18.50')).toBe('18,50');
    expect(german.decimalInput('6000')).toBe('6000');
    expect(createLocaleFormats('pl').amountInput(28.9)).toBe('28,90');
    expect(createLocaleFormats('en').amountInput(28.9)).toBe('28.90');
    expect(createLocaleFormats('en').decimalInput('18.50')).toBe('18.50');
  });
});
