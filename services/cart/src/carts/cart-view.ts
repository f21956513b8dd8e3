import {
  formatCents,
  lineTotalInCents,
  summarizeCart,
  type CartLine,
  type CartResponse,
} from '@shop/contracts';
import type { CartEntry } from './stored-line.js';

/** The cart as every cart subject answers it: lines with their sums, badge count and totals. */
export function toCartResponse(entries: ReadonlyArray<CartEntry>): CartResponse {
  const lineTotals = entries.map((entry) => lineTotalInCents(entry.line.unitPrice, entry.quantity));
  return {
    items: entries.map((entry, index) => toCartLine(entry, lineTotals[index]!)),
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    summary: summarizeCart(lineTotals),
  };
}

function toCartLine({ id, line, quantity }: CartEntry, lineTotalCents: number): CartLine {
  const { unitPrice } = line;
  const prices = {
    id,
    quantity,
    totalPrice: unitPrice,
    unitPrice,
    lineTotal: formatCents(lineTotalCents),
  };
  switch (line.kind) {
    case 'sheet':
      return { ...line, ...prices, isCustomDesign: false };
    case 'design':
      return { ...line, ...prices, isCustomDesign: true };
    case 'product':
    case 'laser':
      return { ...line, ...prices, isCustomDesign: false };
  }
}
