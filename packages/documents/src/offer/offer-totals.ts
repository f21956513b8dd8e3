import { seller, toCents } from '@shop/contracts';
import {
  colours,
  contentArea,
  contentWidth,
  heightOf,
  type OfferCanvas,
  rule,
  type TextStyle,
  write,
  writeLine,
} from './offer-page.js';
import { fillIn } from './offer-texts.js';

const labelStyle: TextStyle = { size: 9 };
const amountStyle: TextStyle = { size: 9, align: 'right' };
const grossLabelStyle: TextStyle = { size: 10, weight: 'bold' };
const grossAmountStyle: TextStyle = { size: 10, weight: 'bold', align: 'right' };
const noteStyle: TextStyle = { size: 8.5, colour: colours.muted };

const TOTALS_WIDTH = 270;
const AMOUNT_WIDTH = 90;
const ROW_GAP = 4;
/** Space above the totals, and above the gross total's rule. */
const TOP_GAP = 14;
const GROSS_GAP = 4;
const NOTES_GAP = 22;
const NOTE_GAP = 2;

interface TotalsRow {
  label: string;
  amount: string;
  gross?: true;
}

/**
 * The sums beneath the table (subtotal, the minimum-order surcharge when there is one, shipping
 * when the offer names it, net, VAT with its rate, gross) and the notes: prices are net plus
 * VAT, how long the offer holds, what delivery costs. Kept together: when the block does not fit
 * below the table it starts a new page. Answers where the page continues.
 */
export function drawTotals(canvas: OfferCanvas, top: number): number {
  const { doc } = canvas;
  const rows = totalsRows(canvas);
  const notes = notesOf(canvas);
  const labelWidth = TOTALS_WIDTH - AMOUNT_WIDTH;
  const rowsHeight = rows.reduce(
    (sum, row) => sum + heightOf(doc, row.label, rowStyles(row).label, labelWidth) + ROW_GAP,
    0,
  );
  const notesHeight = notes.reduce(
    (sum, note) => sum + heightOf(doc, note, noteStyle, contentWidth) + NOTE_GAP,
    0,
  );
  let y = top + TOP_GAP;
  if (y + rowsHeight + GROSS_GAP + NOTES_GAP + notesHeight > contentArea.bottom) {
    doc.addPage();
    y = contentArea.top;
  }
  const left = contentArea.right - TOTALS_WIDTH;
  const amountLeft = contentArea.right - AMOUNT_WIDTH;
  for (const row of rows) {
    const styles = rowStyles(row);
    if (row.gross) {
      rule(doc, y - 2, colours.rule, left);
      y += GROSS_GAP;
    }
    const height = write(doc, row.label, left, y, labelWidth, styles.label);
    writeLine(doc, row.amount, amountLeft, y, AMOUNT_WIDTH, styles.amount);
    y += height + ROW_GAP;
  }
  y += NOTES_GAP;
  for (const note of notes) {
    y += write(doc, note, contentArea.left, y, contentWidth, noteStyle) + NOTE_GAP;
  }
  return y;
}

function rowStyles(row: TotalsRow): { label: TextStyle; amount: TextStyle } {
  return row.gross
    ? { label: grossLabelStyle, amount: grossAmountStyle }
    : { label: labelStyle, amount: amountStyle };
}

function totalsRows({ offer, texts, formats }: OfferCanvas): TotalsRow[] {
  const { totals } = offer;
  return [
    { label: texts.subtotal, amount: formats.money(totals.subtotal) },
    ...(isZero(totals.surcharge)
      ? []
      : [{ label: texts.surcharge, amount: formats.money(totals.surcharge) }]),
    ...(isZero(totals.shipping)
      ? []
      : [{ label: texts.shipping, amount: formats.money(totals.shipping) }]),
    { label: texts.net, amount: formats.money(totals.net) },
    {
      label: fillIn(texts.vat, { rate: formats.percent(totals.vatRate) }),
      amount: formats.money(totals.vat),
    },
    { label: texts.gross, amount: formats.money(totals.gross), gross: true },
  ];
}

function notesOf({ offer, texts, formats }: OfferCanvas): string[] {
  const address = seller.pickupAddress;
  const shipping = isZero(offer.shippingFlatRate)
    ? fillIn(texts.freeShippingNote, { address })
    : fillIn(texts.shippingNote, { amount: formats.money(offer.shippingFlatRate), address });
  return [
    texts.pricesNote,
    fillIn(texts.validityNote, { date: formats.calendarDay(offer.validUntil) }),
    shipping,
  ];
}

function isZero(amount: string): boolean {
  return toCents(amount) === 0;
}
