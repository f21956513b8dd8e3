import { describe, expect, it } from '@jest/globals';
import { quoteFormats } from './quote-formats.js';

// Intl writes a no-break space (U+00A0) or a narrow one (U+202F) where people see a space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('quoteFormats', () => {
  it('writes euros as each language does', () => {
    expect(plain(quoteFormats('de').money('1234.56'))).toBe('1.234,56 €');
    expect(plain(quoteFormats('en').money('1234.56'))).toBe('€1,234.56');
    expect(plain(quoteFormats('pl').money('1234.56'))).toBe('1234,56 €');
    expect(plain(quoteFormats('pl').money('12345.60'))).toBe('12 345,60 €');
    expect(plain(quoteFormats('de').money('0.05'))).toBe('0,05 €');
  });

  it('dates the quote by the day it was issued in Dortmund', () => {
    expect(quoteFormats('de').dateTime('2026-11-25T09:41:00Z')).toBe('25. November 2026');
    expect(quoteFormats('de').dateTime('2026-11-25T23:30:00Z')).toBe('26. November 2026');
    expect(quoteFormats('en').dateTime('2026-11-25T09:41:00Z')).toBe('November 25, 2026');
    expect(quoteFormats('pl').dateTime('2026-11-25T09:41:00Z')).toBe('25 listopada 2026');
  });

  it('keeps a calendar date on its day in every language', () => {
    expect(quoteFormats('de').day('2026-12-09')).toBe('9. Dezember 2026');
    expect(quoteFormats('en').day('2026-12-09')).toBe('December 9, 2026');
    expect(quoteFormats('pl').day('2026-12-09')).toBe('9 grudnia 2026');
  });

  it('writes millimetres without digit grouping, with the language’s decimal sign', () => {
    expect(quoteFormats('de').millimetres(1000)).toBe('1000');
    expect(quoteFormats('de').millimetres(2.5)).toBe('2,5');
    expect(quoteFormats('en').millimetres(2.5)).toBe('2.5');
    expect(quoteFormats('pl').millimetres(6000)).toBe('6000');
  });

  it('writes the VAT rate as a percentage', () => {
    expect(plain(quoteFormats('de').percent('19'))).toBe('19 %');
    expect(plain(quoteFormats('de').percent('7.5'))).toBe('7,5 %');
    expect(quoteFormats('en').percent('19')).toBe('19%');
  });

  it('names the seller’s country in the quote’s language', () => {
    expect(quoteFormats('de').country('DE')).toBe('Deutschland');
    expect(quoteFormats('en').country('DE')).toBe('Germany');
    expect(quoteFormats('pl').country('DE')).toBe('Niemcy');
  });
});
