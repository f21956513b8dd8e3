import { formatCents, type CartLine, type CartResponse } from '@shop/contracts';
import {
  isOrderableLine,
  summarizeCart,
  tieredLineMoney,
  tieredLinePrice,
  type TieredLinePrice,
} from '@shop/shop-rules';
import type { CartEntry } from './stored-line.js';

/**
 * The cart as every cart subject answers it: lines with their sums, badge count and totals.
 * A line that can no longer be priced, or whose part can no longer be made, is shown but counts
 * neither in the badge nor the totals.
 * A cut part whose quantity reaches a quantity tier is priced at the discounted unit price.
 */
export function toCartResponse(entries: ReadonlyArray<CartEntry>): CartResponse {
  const prices = entries.map((entry) =>
    tieredLinePrice(entry.line.unitPrice, entry.quantity, entry.line.quantityTiers ?? []),
  );
  const counted = entries.flatMap((entry, index) =>
    isOrderableLine(entry.line) ? [{ entry, total: prices[index]!.lineTotalCents }] : [],
  );
  return {
    items: entries.map((entry, index) => toCartLine(entry, prices[index]!)),
    totalQuantity: counted.reduce((sum, { entry }) => sum + entry.quantity, 0),
    summary: summarizeCart(counted.map(({ total }) => total)),
  };
}

function toCartLine({ id, line: stored, quantity }: CartEntry, price: TieredLinePrice): CartLine {
  // The generation and the tiers are the cart's own bookkeeping; the flags are only sent when set.
  const {
    pricesGeneration: _generation,
    quantityTiers,
    previousUnitPrice: previousListPrice,
    unavailable,
    ...listed
  } = stored;
  const unitPrice = formatCents(price.unitCents);
  const line = { ...listed, unitPrice };
  // the price before a change, with the same tier, so the note compares like with like
  const previousUnitPrice =
    previousListPrice === undefined
      ? undefined
      : tieredLineMoney(previousListPrice, quantity, quantityTiers ?? []).unitPrice;
  const prices = {
    id,
    quantity,
    totalPrice: unitPrice,
    unitPrice,
    lineTotal: formatCents(price.lineTotalCents),
    ...(previousUnitPrice === undefined ? {} : { priceChanged: true as const, previousUnitPrice }),
    ...(unavailable ? { unavailable } : {}),
    tier: price.tier,
    saving: formatCents(price.savingCents),
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
