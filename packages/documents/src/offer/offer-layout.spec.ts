import { describe, expect, it } from '@jest/globals';
import { pdfFonts, pdfInfo, pdfPages, type PdfWord, pdfWords } from '@shop/test-kit';
import { offerFormats } from './offer-formats.js';
import { A4, contentArea } from './offer-page.js';
import { renderOfferPdf } from './render-offer-pdf.js';
import { rowPattern } from './pdf-text.test-support.js';
import { extremeOffer, longOffer } from './sample-offers.test-support.js';

// How the offer sits on its pages, read from the rendered file with poppler: where rows break,
// what stands where, how large and fast it is.

/** Pairs of words on one page whose boxes overlap (by more than a hair). */
function overlaps(words: PdfWord[]): string[] {
  const found: string[] = [];
  words.forEach((a, index) => {
    for (const b of words.slice(index + 1)) {
      const apart =
        a.page !== b.page ||
        a.xMax <= b.xMin + 0.5 ||
        b.xMax <= a.xMin + 0.5 ||
        a.yMax <= b.yMin + 0.5 ||
        b.yMax <= a.yMin + 0.5;
      if (!apart) found.push(`page ${a.page}: "${a.text}" overlaps "${b.text}"`);
    }
  });
  return found;
}

describe('the offer’s pages', () => {
  it('puts a 61-line offer on A4 pages, each row whole on one page, numbered “Seite n von N”', async () => {
    const offer = longOffer(61);
    const pdf = await renderOfferPdf(offer);
    const pages = pdfPages(pdf);
    const formats = offerFormats('de');
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pdfInfo(pdf)).toMatchObject({
      Pages: String(pages.length),
      'Page size': '595.28 x 841.89 pts (A4)',
    });
    pages.forEach((page, index) => {
      expect(page).toContain(`Seite ${index + 1} von ${pages.length}`);
    });
    for (const line of offer.lines) {
      const cells = [
        formats.count(line.quantity),
        formats.money(line.unitPrice),
        formats.money(line.lineTotal),
      ];
      const row = new RegExp(`^ *${line.position} .*${rowPattern(cells).source}`, 'm');
      expect({
        position: line.position,
        pagesWithRow: pages.filter((page) => row.test(page)).length,
      }).toEqual({ position: line.position, pagesWithRow: 1 });
    }
    const { subtotal, net, vat, gross } = offer.totals;
    for (const [label, amount] of [
      ['Zwischensumme', subtotal],
      ['Summe netto', net],
      ['zzgl. MwSt. 19 %', vat],
      ['Gesamtbetrag brutto', gross],
    ] as const) {
      expect(pages.at(-1)).toMatch(rowPattern([label, formats.money(amount)]));
    }
  });

  it('keeps every page’s content inside its margins and clear of the footer', async () => {
    const offer = longOffer(61, 'pl');
    const words = pdfWords(await renderOfferPdf(offer));
    const pages = Math.max(...words.map((word) => word.page));
    const outside = words.filter(
      (word) =>
        word.xMin < contentArea.left - 0.5 ||
        word.xMax > contentArea.right + 0.5 ||
        word.yMin < contentArea.top - 5 ||
        word.yMax > A4.height - 30,
    );
    expect(outside).toEqual([]);
    for (let page = 1; page <= pages; page += 1) {
      const footer = words
        .filter((word) => word.page === page && word.yMax > contentArea.bottom)
        .map((word) => word.text)
        .join(' ');
      expect(footer).toBe(
        `Krause Metalltechnik GmbH · Oferta A-2026-000045 Strona ${page} z ${pages}`,
      );
    }
  });

  it('fits the largest amounts and longest names without overlapping anything', async () => {
    for (const language of ['de', 'en', 'pl'] as const) {
      const pdf = await renderOfferPdf(extremeOffer(language));
      const words = pdfWords(pdf);
      expect(overlaps(words)).toEqual([]);
      expect(words.filter((word) => word.xMax > contentArea.right + 0.5)).toEqual([]);
    }
    const text = pdfPages(await renderOfferPdf(extremeOffer())).join('\n');
    // A total that fills its column stands one space from the unit price in pdftotext's layout.
    expect(text).toMatch(/10\.000 +4\.999,99 € +49\.999\.900,00 €/);
    expect(text).toMatch(/9\.999 +1\.234,56 € +12\.344\.365,44 €/);
    expect(text).toMatch(/zzgl\. MwSt\. 19 % +11\.845\.410,44 €/);
    expect(text).toMatch(/Gesamtbetrag brutto +74\.189\.675,92 €/);
  });

  it('embeds its font as a subset, and a 60-line offer stays small', async () => {
    const pdf = await renderOfferPdf(longOffer(60));
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toEqual({
        name: expect.stringMatching(/^[A-Z]{6}\+DejaVuSans/),
        embedded: true,
        subset: true,
      });
    }
    expect(pdf.length).toBeLessThan(120 * 1024);
  });

  it('renders an offer of 200 lines in well under a second', async () => {
    const offer = longOffer(200);
    await renderOfferPdf(offer);
    const startedAt = performance.now();
    const pdf = await renderOfferPdf(offer);
    const milliseconds = performance.now() - startedAt;
    expect(pdfInfo(pdf).Pages).toBeDefined();
    expect(milliseconds).toBeLessThan(1000);
  });
});
