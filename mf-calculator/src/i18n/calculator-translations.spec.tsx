import { describe, expect, it } from '@jest/globals';
import de from './de/calculator.json' with { type: 'json' };
import en from './en/calculator.json' with { type: 'json' };
import pl from './pl/calculator.json' with { type: 'json' };

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
