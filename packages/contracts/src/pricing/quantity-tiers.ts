import * as z from 'zod/mini';
import { hasAtMostDecimals } from '../decimals.js';
import { atLeastGenerationShape } from '../events/change-generation.js';
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
