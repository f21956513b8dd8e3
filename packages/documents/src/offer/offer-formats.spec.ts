import { describe, expect, it } from '@jest/globals';
import { offerFormats } from './offer-formats.js';

// Intl writes a no-break space (U+00A0) or a narrow one (U+202F) where people see a space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('offerFormats', () => {
  it('writes euros as each language does', () => {
    expect(plain(offerFormats('de').money('1234.56'))).toBe('1.234,56 €');
    expect(plain(offerFormats('en').money('1234.56'))).toBe('€1,234.56');
    expect(plain(offerFormats('pl').money('1234.56'))).toBe('1234,56 €');
    expect(plain(offerFormats('pl').money('12345.60'))).toBe('12 345,60 €');
    expect(plain(offerFormats('de').money('0.05'))).toBe('0,05 €');
  });

  it('dates the offer by the day it was issued in Dortmund', () => {
    expect(offerFormats('de').date('2026-11-25T09:41:00Z')).toBe('25. November 2026');
    expect(offerFormats('de').date('2026-11-25T23:30:00Z')).toBe('26. November 2026');
    expect(offerFormats('en').date('2026-11-25T09:41:00Z')).toBe('November 25, 2026');
    expect(offerFormats('pl').date('2026-11-25T09:41:00Z')).toBe('25 listopada 2026');
  });

  it('keeps a calendar date on its day in every language', () => {
    expect(offerFormats('de').calendarDay('2026-12-09')).toBe('9. Dezember 2026');
    expect(offerFormats('en').calendarDay('2026-12-09')).toBe('December 9, 2026');
    expect(offerFormats('pl').calendarDay('2026-12-09')).toBe('9 grudnia 2026');
  });

  it('writes millimetres without digit grouping, with the language’s decimal sign', () => {
    expect(offerFormats('de').millimetres(1000)).toBe('1000');
    expect(offerFormats('de').millimetres(2.5)).toBe('2,5');
    expect(offerFormats('en').millimetres(2.5)).toBe('2.5');
    expect(offerFormats('pl').millimetres(6000)).toBe('6000');
  });

  it('writes the VAT rate as a percentage', () => {
    expect(plain(offerFormats('de').percent('19'))).toBe('19 %');
    expect(plain(offerFormats('de').percent('7.5'))).toBe('7,5 %');
    expect(offerFormats('en').percent('19')).toBe('19%');
  });

  it('names the seller’s country in the offer’s language', () => {
    expect(offerFormats('de').country('DE')).toBe('Deutschland');
    expect(offerFormats('en').country('DE')).toBe('Germany');
    expect(offerFormats('pl').country('DE')).toBe('Niemcy');
  });
});
