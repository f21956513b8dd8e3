import { describe, expect, it } from '@jest/globals';
import { createLocaleFormats, localeFormats, shopDocumentFormats } from './locale-formats.js';

describe('localeFormats', () => {
  it('combines the number, date and name formats of one language', () => {
    const formats = createLocaleFormats('pl', { timeZone: 'Europe/Berlin' });
    expect(formats.millimetres(6000)).toBe('6000');
    expect(formats.date('2026-11-25T09:41:00Z')).toBe('25 listopada 2026');
    expect(formats.country('DE')).toBe('Niemcy');
  });

  it('keeps one set of formats per language and time zone', () => {
    expect(localeFormats('de')).toBe(localeFormats('de'));
    expect(localeFormats('de', { timeZone: 'Europe/Berlin' })).not.toBe(localeFormats('de'));
    expect(localeFormats('de', { timeZone: 'UTC' }).date('2026-11-25T23:30:00Z')).toBe(
      '25. November 2026',
    );
  });

  it("dates the shop's documents by the day in the shop's time zone, on any machine", () => {
    // 23:30 UTC on 25 November is already 26 November in Dortmund.
    expect(shopDocumentFormats('de').date('2026-11-25T23:30:00Z')).toBe('26. November 2026');
    expect(shopDocumentFormats('de')).toBe(localeFormats('de', { timeZone: 'Europe/Berlin' }));
  });
});
