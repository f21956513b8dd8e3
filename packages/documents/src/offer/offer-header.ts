import { seller } from '@shop/contracts';
import {
  colours,
  contentArea,
  type OfferCanvas,
  rule,
  type TextStyle,
  write,
  writeLine,
} from './offer-page.js';

const sellerName: TextStyle = { size: 12, weight: 'bold' };
const sellerLine: TextStyle = { size: 8.5, colour: colours.muted };
const title: TextStyle = { size: 22, weight: 'bold', align: 'right' };
const label: TextStyle = { size: 8.5, colour: colours.muted };
const value: TextStyle = { size: 8.5, weight: 'bold', align: 'right' };

const SELLER_WIDTH = 240;
const FACTS_WIDTH = 220;
const FACTS_LABEL_WIDTH = 100;

/**
 * The first page's head: who sells (name, address, phone, e-mail, VAT ID) on the left; the
 * title, offer number, date and validity on the right. Answers where the page continues.
 */
export function drawOfferHeader({ doc, offer, texts, formats }: OfferCanvas): number {
  const left = contentArea.left;
  let sellerY = contentArea.top;
  sellerY += write(doc, seller.name, left, sellerY, SELLER_WIDTH, sellerName) + 3;
  const sellerLines = [
    seller.street,
    `${seller.postalCode} ${seller.city}`,
    formats.country(seller.country),
    `${texts.phone} ${seller.phone}`,
    `${texts.email} ${seller.email}`,
    `${texts.vatId} ${seller.vatId}`,
  ];
  for (const line of sellerLines) {
    sellerY += write(doc, line, left, sellerY, SELLER_WIDTH, sellerLine) + 1;
  }

  const factsLeft = contentArea.right - FACTS_WIDTH;
  let factsY = contentArea.top - 4;
  factsY += write(doc, texts.title, factsLeft, factsY, FACTS_WIDTH, title) + 8;
  const facts: Array<[string, string]> = [
    [texts.offerNumber, offer.offerNumber],
    [texts.issueDate, formats.date(offer.issuedAt)],
    [texts.validUntil, formats.calendarDay(offer.validUntil)],
  ];
  for (const [name, fact] of facts) {
    writeLine(doc, name, factsLeft, factsY, FACTS_LABEL_WIDTH, label);
    const valueLeft = factsLeft + FACTS_LABEL_WIDTH;
    factsY += writeLine(doc, fact, valueLeft, factsY, FACTS_WIDTH - FACTS_LABEL_WIDTH, value) + 3;
  }

  const bottom = Math.max(sellerY, factsY) + 12;
  rule(doc, bottom);
  return bottom + 18;
}
