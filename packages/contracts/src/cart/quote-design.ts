import * as z from 'zod/mini';
import { hasAtMostDecimals } from '../decimals.js';
import { atLeastGenerationShape } from '../events/change-generation.js';
import { pricingSubjects } from '../subjects.js';
import { sheetThicknessChecks } from '../pricing/material-prices.js';
import { positiveIdSchema } from './cart-quantity.js';
import { designParametersSchema } from './design-parameters.js';
import { manufacturabilityFindingsSchema } from '../parts/manufacturability.js';

// The pricing service's design quote lives with the cart contracts because the cart is its main
// caller: it prices every design line with it.

export const quoteDesignSubject = pricingSubjects.quoteDesign;

/** `pricing.design.quote`: the price of one configurator part, from its parameters only. */
export const quoteDesignRequestSchema = z.strictObject({
  materialId: positiveIdSchema(),
  thickness: z.number().check(...sheetThicknessChecks),
  designParameters: designParametersSchema,
  ...atLeastGenerationShape,
});
export type QuoteDesignRequest = z.infer<typeof quoteDesignRequestSchema>;

const euros = () => z.number().check(z.nonnegative(), z.refine(hasAtMostDecimals(2)));

/**
 * Unit price of the part in EUR (at most two decimals) and what the cart shows beside it, with the
 * breakdown the configurator shows (the same numbers part-geometry's priceDesign computes).
 */
export const quoteDesignResponseSchema = z.object({
  totalPrice: euros(),
  materialName: z.string(),
  /** Outer size of the part in mm. */
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  // The breakdown: optional, so replies of an older pricing replica still parse.
  areaM2: z.optional(z.number().check(z.nonnegative())),
  materialCost: z.optional(euros()),
  cutLengthM: z.optional(z.number().check(z.nonnegative())),
  cuttingCost: z.optional(euros()),
  holeCount: z.optional(z.int().check(z.nonnegative())),
  holeCost: z.optional(euros()),
  /** What the laser cannot make, or makes badly, in the design (checkDesign). */
  findings: z.optional(manufacturabilityFindingsSchema),
});
export type QuoteDesignResponse = z.infer<typeof quoteDesignResponseSchema>;
