import { type QuoteDocument, seller } from '@shop/contracts';
import PDFDocument from 'pdfkit';
import { documentFonts } from '../fonts.js';
import { drawPageFooters } from './page-footers.js';
import { quoteFormats } from './quote-formats.js';
import { drawQuoteHeader } from './quote-header.js';
import { drawLinesTable } from './quote-lines-table.js';
import { type QuoteCanvas } from './quote-page.js';
import { fillIn, quoteTexts } from './quote-texts.js';
import { drawTotals } from './quote-totals.js';

/**
 * pdfkit's own page margin. It breaks a page by itself only past it; the quote's layout breaks
 * pages well before (see contentArea), so a row is never split by the library.
 */
const LIBRARY_MARGIN = 18;

/**
 * The written quote as a PDF (A4), in the quote's language: the seller's details, the quote's
 * number, date and validity, one row per line with a drawing of each cut part, the totals and
 * the terms, page numbers on every page. The font is embedded as a subset of the glyphs used.
 */
export async function renderQuotePdf(quote: QuoteDocument): Promise<Buffer> {
  const texts = quoteTexts[quote.language];
  const issuedAt = new Date(quote.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: LIBRARY_MARGIN,
    bufferPages: true,
    font: documentFonts.regular,
    lang: quote.language,
    displayTitle: true,
    info: {
      Title: `${texts.title} ${quote.quoteNumber}`,
      Author: seller.name,
      // The issue date, not the moment of rendering: the same quote gives the same file.
      ...(Number.isNaN(issuedAt.getTime()) ? {} : { CreationDate: issuedAt }),
    },
  });
  const bytes = collect(doc);
  const canvas: QuoteCanvas = { doc, quote, texts, formats: quoteFormats(quote.language) };
  const belowHeader = drawQuoteHeader(canvas);
  const belowTable = drawLinesTable(canvas, belowHeader);
  drawTotals(canvas, belowTable);
  drawPageFooters(canvas);
  doc.end();
  return bytes;
}

/**
 * The file name a quote is downloaded under: 'Angebot-A-2026-000045.pdf', 'Quote-…', 'Oferta-…'.
 */
export function quotePdfFileName(quote: Pick<QuoteDocument, 'language' | 'quoteNumber'>): string {
  return fillIn('{title}-{number}.pdf', {
    title: quoteTexts[quote.language].title,
    number: quote.quoteNumber,
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
