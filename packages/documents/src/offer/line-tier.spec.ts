import { describe, expect, it } from '@jest/globals';
import { describeLine } from './line-description.js';
import { plain } from './pdf-text.test-support.js';
import { offerFormats } from './offer-formats.js';
import { offerTexts } from './offer-texts.js';
import { priced, sheetLine } from './sample-offers.test-support.js';

// 10 sheets at 2.35 € with 5 % off: 2.23 € each, 22.30 €, saving 1.20 €
const tiered = {
  ...priced(sheetLine, '2.23', 1),
  tier: { minQuantity: 10, discountPercent: 5 },
  saving: '1.20',
};

describe('describeLine with a quantity discount', () => {
  it('names the tier and the saving in the offer’s language', () => {
    const details = (language: 'de' | 'en' | 'pl') =>
      describeLine(tiered, offerTexts[language], offerFormats(language)).details.map(plain);
    expect(details('de').at(-1)).toBe('Mengenrabatt ab 10 Stück −5 %, Sie sparen 1,20 €');
    expect(details('en').at(-1)).toBe('Quantity discount from 10 pieces −5%, you save €1.20');
    expect(details('pl').at(-1)).toBe('Rabat ilościowy od 10 szt. −5%, oszczędzasz 1,20 €');
  });

  it('says nothing of a discount on a line without one', () => {
    const line = priced(sheetLine, '2.35', 1);
    const { details } = describeLine(line, offerTexts.de, offerFormats('de'));
    expect(details.join(' ')).not.toMatch(/Mengenrabatt/);
  });
});
