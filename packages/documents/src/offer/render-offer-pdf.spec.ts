import { describe, expect, it } from '@jest/globals';
import { type OfferDocument, offerDocumentSchema } from '@shop/contracts';
import { pdfInfo, pdfPages } from '@shop/test-kit';
import { offerPdfFileName, renderOfferPdf } from './render-offer-pdf.js';
import { rowPattern } from './pdf-text.test-support.js';
import {
  extremeOffer,
  longOffer,
  mixedOffer,
  polishOffer,
  offerOf,
  surchargeOffer,
} from './sample-offers.test-support.js';

// Every check reads the rendered file with poppler, as a customer's PDF reader would.

const textOf = async (offer: OfferDocument) => pdfPages(await renderOfferPdf(offer)).join('\n');

/** Each line of the text with runs of spaces squeezed, so a row reads 'a b c'. */
const squeezed = (text: string) => text.replace(/ {2,}/g, '  ');

describe('renderOfferPdf', () => {
  it('renders sample offers the contract accepts', () => {
    const samples = [mixedOffer(), surchargeOffer(), polishOffer(), extremeOffer(), longOffer(61)];
    for (const offer of samples) {
      expect(offerDocumentSchema.safeParse(offer).success).toBe(true);
    }
  });

  it('writes the seller, the offer number, its date and validity in German', async () => {
    const text = await textOf(mixedOffer());
    for (const fact of [
      'Krause Metalltechnik GmbH',
      'Industriestraße 14',
      '44147 Dortmund',
      'Telefon +49 231 987654-0',
      'E-Mail info@bleche-shop.de',
      'USt-IdNr. DE287654321',
      'Angebot',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toMatch(/Angebotsnummer +A-2026-000045/);
    expect(text).toMatch(/Datum +25\. November 2026/);
    expect(text).toMatch(/Gültig bis +9\. Dezember 2026/);
    expect(text).toMatch(/Pos\. +Beschreibung +Menge +Einzelpreis +Gesamt/);
  });

  it('writes every line’s quantity, unit price and total to the cent, and the totals', async () => {
    const text = await textOf(mixedOffer());
    expect(text).toMatch(rowPattern(['Blechzuschnitt Stahl S235', '10', '14,45 €', '144,50 €']));
    expect(text).toMatch(rowPattern(['Edelstahl', '25', '6,83 €', '170,75 €']));
    expect(text).toMatch(rowPattern(['montageplatte-mp-240.dxf,', '8', '23,17 €', '185,36 €']));
    expect(text).toMatch(rowPattern(['Flachstahl S235JR 40 × 5 mm', '4', '38,90 €', '155,60 €']));
    expect(text).toMatch(/Zwischensumme +656,21 €/);
    expect(text).toMatch(/Summe netto +656,21 €/);
    expect(text).toMatch(/zzgl\. MwSt\. 19 % +124,68 €/);
    expect(text).toMatch(/Gesamtbetrag brutto +780,89 €/);
  });

  it('describes each part by material, thickness and outer size', async () => {
    const text = squeezed(await textOf(mixedOffer()));
    expect(text).toContain('1000 × 500 mm · 2 mm dick');
    expect(text).toContain('Ring · 120 × 120 mm · 3 mm dick');
    expect(text).toContain('240 × 160 mm · 4 mm dick');
    expect(text).toContain('Länge 6000 mm, warmgewalzt, blank');
  });

  it('adds the minimum-order surcharge in the cart’s words only when there is one', async () => {
    const withSurcharge = await textOf(surchargeOffer());
    expect(withSurcharge).toMatch(/Zwischensumme +3,20 €/);
    expect(withSurcharge).toMatch(/Aufschlag Mindestbestellung +21,80 €/);
    expect(withSurcharge).toMatch(/Summe netto +25,00 €/);
    expect(withSurcharge).toMatch(/zzgl\. MwSt\. 19 % +4,75 €/);
    expect(withSurcharge).toMatch(/Gesamtbetrag brutto +29,75 €/);
    expect(await textOf(mixedOffer())).not.toContain('Aufschlag Mindestbestellung');
  });

  it('names a shipping amount the totals carry, and none when they carry none', async () => {
    const offer = mixedOffer();
    const shipped = { ...offer, totals: { ...offer.totals, shipping: '14.90' } };
    expect(await textOf(shipped)).toMatch(/Versand +14,90 €/);
    expect(await textOf(offer)).not.toMatch(/Versand +\d/);
  });

  it('says that prices are net plus VAT, how long they hold and what delivery costs', async () => {
    const text = squeezed(await textOf(mixedOffer()));
    expect(text).toContain('Alle Preise in Euro netto zzgl. der gesetzlichen Mehrwertsteuer.');
    expect(text).toContain('Dieses Angebot ist gültig bis 9. Dezember 2026.');
    expect(text).toContain('zzgl. Versand: Pauschale 14,90 € netto je Bestellung');
    expect(text).toContain('Abholung in Industriestraße 14, 44147 Dortmund kostenlos.');
  });

  it('writes an English offer in English, with English money and dates', async () => {
    const text = await textOf(mixedOffer('en'));
    expect(text).toMatch(/Quote number +A-2026-000045/);
    expect(text).toMatch(/Valid until +December 9, 2026/);
    expect(text).toMatch(rowPattern(['Sheet blank Stahl S235', '10', '€14.45', '€144.50']));
    expect(text).toMatch(/plus VAT 19% +€124\.68/);
    expect(text).toMatch(/Total gross +€780\.89/);
    expect(text).toContain('Page 1 of 1');
  });

  it('keeps every Polish letter intact in a Polish offer', async () => {
    const text = squeezed(await textOf(polishOffer()));
    expect(text).toContain('Kątownik równoramienny');
    expect(text).toContain('Długość 6 m, końce cięte piłą; źródło: huta na');
    expect(text).toContain('Śląsku, ważny atest');
    for (const letter of 'ąęłśżćńóźŚ') expect(text).toContain(letter);
    expect(text).toMatch(/Ważna do +9 grudnia 2026/);
    expect(text).toContain('Oferta');
    expect(text).toContain('grubość 2 mm');
    expect(text).toMatch(/Razem brutto +338,44 €/);
    expect(text).toContain('Strona 1 z 1');
  });

  it('renders an offer without lines (its totals only)', async () => {
    const text = await textOf(offerOf([]));
    expect(text).toMatch(/Gesamtbetrag brutto +0,00 €/);
  });

  it('titles the document and its file by the offer', async () => {
    const pdf = await renderOfferPdf(mixedOffer('pl'));
    expect(pdfInfo(pdf)).toMatchObject({
      Title: 'Oferta A-2026-000045',
      Author: 'Krause Metalltechnik GmbH',
    });
    expect(offerPdfFileName(mixedOffer('de'))).toBe('Angebot-A-2026-000045.pdf');
    expect(offerPdfFileName(mixedOffer('en'))).toBe('Quote-A-2026-000045.pdf');
    expect(offerPdfFileName(mixedOffer('pl'))).toBe('Oferta-A-2026-000045.pdf');
  });
});
