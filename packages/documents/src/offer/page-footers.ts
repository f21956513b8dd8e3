import { seller } from '@shop/contracts';
import {
  A4,
  colours,
  contentArea,
  contentWidth,
  type OfferCanvas,
  rule,
  applyStyle,
} from './offer-page.js';
import { fillIn } from './offer-texts.js';

const FOOTER_TOP = A4.height - 44;

/**
 * Writes every page's footer once all pages exist: the seller and the offer's number on the
 * left, 'Seite 2 von 3' on the right, so a printed page that comes loose is still known.
 */
export function drawPageFooters({ doc, offer, texts }: OfferCanvas): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(start + index);
    rule(doc, FOOTER_TOP - 8, colours.faintRule);
    applyStyle(doc, { size: 7.5, colour: colours.muted });
    const options = { width: contentWidth, lineBreak: false } as const;
    doc.text(`${seller.name} · ${texts.title} ${offer.offerNumber}`, contentArea.left, FOOTER_TOP, {
      ...options,
      align: 'left',
    });
    const page = fillIn(texts.page, { page: String(index + 1), pages: String(count) });
    doc.text(page, contentArea.left, FOOTER_TOP, { ...options, align: 'right' });
  }
}
