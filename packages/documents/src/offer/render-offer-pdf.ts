import { type OfferDocument, seller } from '@shop/contracts';
import PDFDocument from 'pdfkit';
import { documentFonts } from '../fonts.js';
import { drawPageFooters } from './page-footers.js';
import { offerFormats } from './offer-formats.js';
import { drawOfferHeader } from './offer-header.js';
import { drawLinesTable } from './offer-lines-table.js';
import { type OfferCanvas } from './offer-page.js';
import { fillIn, offerTexts } from './offer-texts.js';
import { drawTotals } from './offer-totals.js';

/**
 * pdfkit's own page margin. It breaks a page by itself only past it; the offer's layout breaks
 * pages well before (see contentArea), so a row is never split by the library.
 */
const LIBRARY_MARGIN = 18;

/**
 * The written offer as a PDF (A4), in the offer's language: the seller's details, the offer's
 * number, date and validity, one row per line with a drawing of each cut part, the totals and
 * the terms, page numbers on every page. The font is embedded as a subset of the glyphs used.
 */
export async function renderOfferPdf(offer: OfferDocument): Promise<Buffer> {
  const texts = offerTexts[offer.language];
  const issuedAt = new Date(offer.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: LIBRARY_MARGIN,
    bufferPages: true,
    font: documentFonts.regular,
    lang: offer.language,
    displayTitle: true,
    info: {
      Title: `${texts.title} ${offer.offerNumber}`,
      Author: seller.name,
      // The issue date, not the moment of rendering: the same offer gives the same file.
      ...(Number.isNaN(issuedAt.getTime()) ? {} : { CreationDate: issuedAt }),
    },
  });
  const bytes = collect(doc);
  const canvas: OfferCanvas = { doc, offer, texts, formats: offerFormats(offer.language) };
  const belowHeader = drawOfferHeader(canvas);
  const belowTable = drawLinesTable(canvas, belowHeader);
  drawTotals(canvas, belowTable);
  drawPageFooters(canvas);
  doc.end();
  return bytes;
}

/**
 * The file name an offer is downloaded under: 'Angebot-A-2026-000045.pdf', 'Quote-…', 'Oferta-…'.
 */
export function offerPdfFileName(offer: Pick<OfferDocument, 'language' | 'offerNumber'>): string {
  return fillIn('{title}-{number}.pdf', {
    title: offerTexts[offer.language].title,
    number: offer.offerNumber,
  });
}

/** Everything the document writes, once it has ended. */
function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
