import * as z from 'zod/mini';
import { hasAtMostDecimals } from '../decimals.js';
import { atLeastGenerationShape } from '../events/change-generation.js';
import { divideRoundHalfUp, formatCents, toCents, toExactDecimal } from '../money.js';
import { pricingSubjects } from '../subjects.js';
import { adminActorSchema } from './admin-actor.js';
import { decimalField } from './admin-fields.js';

/** Most tiers the shop keeps; more would only confuse a customer. */
export const MAX_QUANTITY_TIERS = 10;

/** The smallest quantity a tier can start at: one piece is never a quantity discount. */
export const MIN_TIER_QUANTITY = 2;

/**
 * A quantity discount: from `minQuantity` pieces of one line on, each piece costs
 * `discountPercent` % less. Applies to cut parts (sheets, designs, uploaded parts), never to
 * stock products.
 */
export const quantityTierSchema = z.strictObject({
  minQuantity: decimalField(
    z.refine<number>(Number.isSafeInteger, 'Must be a whole number'),
    z.gte(MIN_TIER_QUANTITY, `Must be at least ${MIN_TIER_QUANTITY}`),
  ),
  discountPercent: decimalField(
    z.gt(0, 'Must be greater than 0'),
    z.lt(100, 'Must be less than 100'),
    z.refine<number>(hasAtMostDecimals(2), 'At most two decimal places'),
  ),
});
export type QuantityTier = z.infer<typeof quantityTierSchema>;

/**
 * A tier list as the admin saves it: at most ten tiers, each quantity once, and a larger
 * quantity never gets a smaller discount. A problem is reported at the tier that causes it
 * (`tiers.2.minQuantity`, `tiers.1.discountPercent`).
 */
const consistentTiers = z.superRefine<QuantityTier[]>((tiers, context) => {
  // a list with an invalid tier is judged once its tiers are right
  if (context.issues.length > 0) return;
  const seen = new Set<number>();
  tiers.forEach((tier, index) => {
    if (seen.has(tier.minQuantity)) {
      context.issues.push({
        code: 'custom',
        message: 'Each quantity may have only one tier',
        path: [index, 'minQuantity'],
        input: tier.minQuantity,
      });
    }
    seen.add(tier.minQuantity);
  });
  tiers.forEach((tier, index) => {
    const smallerQuantityLargerDiscount = tiers.find(
      (other) =>
        other.minQuantity < tier.minQuantity && other.discountPercent > tier.discountPercent,
    );
    if (smallerQuantityLargerDiscount) {
      context.issues.push({
        code: 'custom',
        message: `Must be at least ${smallerQuantityLargerDiscount.discountPercent} (the discount from ${smallerQuantityLargerDiscount.minQuantity} pieces)`,
        path: [index, 'discountPercent'],
        input: tier.discountPercent,
      });
    }
  });
});

export const quantityTierListSchema = z
  .array(quantityTierSchema)
  .check(z.maxLength(MAX_QUANTITY_TIERS, `At most ${MAX_QUANTITY_TIERS} tiers`), consistentTiers);

const quantityTierFields = { tiers: quantityTierListSchema };

/** Body of `PUT /api/quantity-tiers`: the whole new list (an empty list removes every tier). */
export const putQuantityTiersBodySchema = z.strictObject(quantityTierFields);
export type PutQuantityTiersBody = z.infer<typeof putQuantityTiersBodySchema>;

export const putQuantityTiersSubject = pricingSubjects.putQuantityTiers;
export const putQuantityTiersRequestSchema = z.strictObject({
  actor: adminActorSchema,
  ...quantityTierFields,
});
export type PutQuantityTiersRequest = z.infer<typeof putQuantityTiersRequestSchema>;

export const listQuantityTiersSubject = pricingSubjects.listQuantityTiers;
export const listQuantityTiersRequestSchema = z.strictObject({ ...atLeastGenerationShape });
export type ListQuantityTiersRequest = z.infer<typeof listQuantityTiersRequestSchema>;

/** `GET /api/quantity-tiers` and the reply of both subjects: tiers by ascending quantity. */
export const quantityTiersResponseSchema = z.object({
  tiers: z.array(
    z.object({ minQuantity: z.int().check(z.gte(MIN_TIER_QUANTITY)), discountPercent: z.number() }),
  ),
});
export type QuantityTiersResponse = z.infer<typeof quantityTiersResponseSchema>;

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
    lineTotalCents: unitCents * quantity,
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
