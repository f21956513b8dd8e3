import {
  formatCents,
  lineTotalInCents,
  summarizeCart,
  type CartLine,
  type CartResponse,
} from '@shop/contracts';
import { isNotManufacturable } from '../line-pricing/part-findings.js';
import type { CartEntry } from './stored-line.js';

/**
 * The cart as every cart subject answers it: lines with their sums, badge count and totals.
 * A line that can no longer be priced, or whose part can no longer be made, is shown but counts
 * neither in the badge nor the totals.
 */
export function toCartResponse(entries: ReadonlyArray<CartEntry>): CartResponse {
  const lineTotals = entries.map((entry) => lineTotalInCents(entry.line.unitPrice, entry.quantity));
  const counted = entries.flatMap((entry, index) =>
    entry.line.unavailable || isNotManufacturable(entry.line)
      ? []
      : [{ entry, total: lineTotals[index]! }],
  );
  return {
    items: entries.map((entry, index) => toCartLine(entry, lineTotals[index]!)),
    totalQuantity: counted.reduce((sum, { entry }) => sum + entry.quantity, 0),
    summary: summarizeCart(counted.map(({ total }) => total)),
  };
}

function toCartLine({ id, line: stored, quantity }: CartEntry, lineTotalCents: number): CartLine {
  // The generation is the cart's own bookkeeping; the two flags are only sent when set.
  const { pricesGeneration: _generation, previousUnitPrice, unavailable, ...line } = stored;
  const { unitPrice } = line;
  const prices = {
    id,
    quantity,
    totalPrice: unitPrice,
    unitPrice,
    lineTotal: formatCents(lineTotalCents),
    ...(previousUnitPrice === undefined ? {} : { priceChanged: true as const, previousUnitPrice }),
    ...(unavailable ? { unavailable } : {}),
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
