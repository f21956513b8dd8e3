import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { contentLanguages } from '@shop/contracts';
import { fillIn, offerTexts } from './offer-texts.js';

const marksOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The cart page's words in one language (packages/ui's shop resources). */
function cartWords(language: string): Record<string, unknown> {
  const file = new URL(`../../../../mf-shop/src/i18n/${language}/shop.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { cart: Record<string, unknown> }).cart;
}

describe('the offer texts', () => {
  it('have the same keys in German, English and Polish, none of them empty', () => {
    const germanKeys = Object.keys(offerTexts.de).sort();
    for (const language of contentLanguages) {
      expect(Object.keys(offerTexts[language]).sort()).toEqual(germanKeys);
      for (const text of Object.values(offerTexts[language])) expect(text.trim()).not.toBe('');
    }
  });

  it('fill in the same values in every language', () => {
    for (const [key, german] of Object.entries(offerTexts.de)) {
      for (const language of contentLanguages) {
        const text = offerTexts[language][key as keyof typeof offerTexts.de];
        expect({ key, language, marks: marksOf(text) }).toEqual({
          key,
          language,
          marks: marksOf(german),
        });
      }
    }
  });

  it('name the minimum-order surcharge and the lines as the cart page does', () => {
    for (const language of contentLanguages) {
      const cart = cartWords(language);
      const texts = offerTexts[language];
      expect(texts.surcharge).toBe(cart.surcharge);
      expect(texts.subtotal).toBe(cart.subtotal);
      for (const key of ['sheetTitle', 'designTitle', 'laserTitle', 'size', 'thickness'] as const) {
        expect(texts[key].replaceAll('{', '{{').replaceAll('}', '}}')).toBe(cart[key]);
      }
    }
  });

  it('say the German terms a purchasing department expects', () => {
    expect(offerTexts.de).toMatchObject({
      title: 'Angebot',
      offerNumber: 'Angebotsnummer',
      issueDate: 'Datum',
      validUntil: 'Gültig bis',
      position: 'Pos.',
      quantity: 'Menge',
      unitPrice: 'Einzelpreis',
      lineTotal: 'Gesamt',
      surcharge: 'Aufschlag Mindestbestellung',
      net: 'Summe netto',
      gross: 'Gesamtbetrag brutto',
    });
    expect(fillIn(offerTexts.de.vat, { rate: '19 %' })).toBe('zzgl. MwSt. 19 %');
  });
});

describe('fillIn', () => {
  it('replaces each mark by its value and leaves unknown marks as they are', () => {
    expect(fillIn('Seite {page} von {pages}', { page: '2', pages: '3' })).toBe('Seite 2 von 3');
    expect(fillIn('{material}, {other}', { material: 'Stahl S235' })).toBe('Stahl S235, {other}');
  });
});
