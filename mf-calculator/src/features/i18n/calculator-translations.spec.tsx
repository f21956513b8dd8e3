import { describe, expect, it } from '@jest/globals';
import de from '@shop/ui/i18n/de/calculator.json' with { type: 'json' };
import en from '@shop/ui/i18n/en/calculator.json' with { type: 'json' };
import pl from '@shop/ui/i18n/pl/calculator.json' with { type: 'json' };
import { createLocaleFormats } from './locale-formats';

function flatten(resources: object, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resources).flatMap(([key, value]) =>
      value !== null && typeof value === 'object'
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );
}

const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{\w+\}\}/g)
    ?.sort() ?? [];

describe('calculator texts', () => {
  const german = flatten(de);

  it.each([
    ['English', en],
    ['Polish', pl],
  ])(
    'has every German key in %s, with the same placeholders and no empty text',
    (_name, bundle) => {
      const other = flatten(bundle);
      expect(Object.keys(other).sort()).toEqual(Object.keys(german).sort());
      for (const [key, text] of Object.entries(other)) {
        expect(`${key}: ${String(text).trim() === '' ? 'empty' : 'ok'}`).toBe(`${key}: ok`);
        expect(placeholders(text)).toEqual(placeholders(german[key]));
      }
    },
  );
});

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
});
