import { seller } from '@shop/contracts';
import {
  A4,
  colours,
  contentArea,
  contentWidth,
  type QuoteCanvas,
  rule,
  applyStyle,
} from './quote-page.js';
import { fillIn } from './quote-texts.js';

const FOOTER_TOP = A4.height - 44;

/**
 * Writes every page's footer once all pages exist: the seller and the quote's number on the
 * left, 'Seite 2 von 3' on the right, so a printed page that comes loose is still known.
 */
export function drawPageFooters({ doc, quote, texts }: QuoteCanvas): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(start + index);
    rule(doc, FOOTER_TOP - 8, colours.faintRule);
    applyStyle(doc, { size: 7.5, colour: colours.muted });
    const options = { width: contentWidth, lineBreak: false } as const;
    doc.text(`${seller.name} · ${texts.title} ${quote.quoteNumber}`, contentArea.left, FOOTER_TOP, {
      ...options,
      align: 'left',
    });
    const page = fillIn(texts.page, { page: String(index + 1), pages: String(count) });
    doc.text(page, contentArea.left, FOOTER_TOP, { ...options, align: 'right' });
  }
}
