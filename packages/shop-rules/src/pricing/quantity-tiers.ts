import {
  centsToEuros,
  divideRoundHalfUp,
  formatCents,
  toCents,
  toExactDecimal,
  type QuantityTier,
} from '@shop/contracts';
import { lineTotalInCents } from '../cart/cart-summary.js';

// Quantity discounts: from a tier's `minQuantity` pieces of one line on, each piece costs the
// tier's `discountPercent` less. They apply to cut parts (sheets, designs, uploaded parts), never
// to stock products.

/** The tiers by ascending quantity, as the shop lists and stores them. */
export function sortedTiers(tiers: ReadonlyArray<QuantityTier>): QuantityTier[] {
  return [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
}

/** The tier for `quantity`: the one with the largest minQuantity ≤ quantity; null below all. */
export function tierForQuantity(
  tiers: ReadonlyArray<QuantityTier>,
  quantity: number,
): QuantityTier | null {
  let found: QuantityTier | null = null;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!found || tier.minQuantity > found.minQuantity)) {
      found = tier;
    }
  }
  return found;
}

/**
 * A unit price in cents after `discountPercent`: unit × (100 − percent) / 100, rounded half up to
 * the cent (235 cents at 5 % -> 223.25 -> 223).
 */
export function discountedUnitCents(unitCents: number, discountPercent: number | string): number {
  const percent = toExactDecimal(discountPercent);
  const factor = 100n * 10n ** BigInt(percent.scale) - percent.units;
  const denominator = 100n * 10n ** BigInt(percent.scale);
  return Number(divideRoundHalfUp(BigInt(unitCents) * factor, denominator));
}

/** A line priced with its quantity tier; all money in cents. */
export interface TieredLinePrice {
  tier: QuantityTier | null;
  /** The unit price before the discount. */
  listUnitCents: number;
  /** The unit price the customer pays: the discounted one, or the list price without a tier. */
  unitCents: number;
  /** unitCents × quantity, so a line sum is still its unit price times its quantity. */
  lineTotalCents: number;
  /** (list unit − discounted unit) × quantity; 0 without a tier. */
  savingCents: number;
}

/**
 * Prices `quantity` pieces at `unitPrice` (EUR, number or decimal string) with the tier the
 * quantity reaches: 10 × 2.35 at 5 % -> unit 2.23, sum 22.30, saving 1.20.
 */
export function tieredLinePrice(
  unitPrice: number | string,
  quantity: number,
  tiers: ReadonlyArray<QuantityTier>,
): TieredLinePrice {
  const listUnitCents = toCents(unitPrice);
  const tier = tierForQuantity(tiers, quantity);
  const unitCents = tier ? discountedUnitCents(listUnitCents, tier.discountPercent) : listUnitCents;
  return {
    tier: tier ? { minQuantity: tier.minQuantity, discountPercent: tier.discountPercent } : null,
    listUnitCents,
    unitCents,
    lineTotalCents: lineTotalInCents(centsToEuros(unitCents), quantity),
    savingCents: (listUnitCents - unitCents) * quantity,
  };
}

/** The same as {@link tieredLinePrice}, with EUR as decimal strings with two places. */
export function tieredLineMoney(
  unitPrice: number | string,
  quantity: number,
  tiers: ReadonlyArray<QuantityTier>,
): { tier: QuantityTier | null; unitPrice: string; lineTotal: string; saving: string } {
  const price = tieredLinePrice(unitPrice, quantity, tiers);
  return {
    tier: price.tier,
    unitPrice: formatCents(price.unitCents),
    lineTotal: formatCents(price.lineTotalCents),
    saving: formatCents(price.savingCents),
  };
}
