import * as z from 'zod/mini';
import { atLeastGenerationShape } from '../events/change-generation.js';
import { pricingSubjects } from '../subjects.js';
import { hasAtMostDecimals } from '../decimals.js';
import { sheetThicknessChecks } from './material-prices.js';

/** Largest sheet side we cut, in mm (a 6000 x 2000 large-format sheet). */
export const MAX_SHEET_SIDE_MM = 6000;
/** Smallest side a calculator part may have, in mm (the calculator's inputs start at 1). */
export const MIN_SHEET_SIDE_MM = 1;

/** A number field whose message says whether it was missing or not a number. */
const numberField = () =>
  z.number({
    error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a valid number'),
  });

const sideSchema = numberField().check(
  z.gte(MIN_SHEET_SIDE_MM, `Must be at least ${MIN_SHEET_SIDE_MM} mm`),
  z.lte(MAX_SHEET_SIDE_MM, `Must be at most ${MAX_SHEET_SIDE_MM} mm`),
  z.refine(hasAtMostDecimals(1), 'At most one decimal place'),
);

/** Body of `POST /api/calculate-price` and of the `pricing.price.calculate` message. */
export const calculatePriceRequestSchema = z.strictObject({
  materialId: numberField().check(
    z.refine(Number.isSafeInteger, 'Must be a whole number'),
    z.positive('Must be greater than 0'),
  ),
  width: sideSchema,
  height: sideSchema,
  thickness: numberField().check(...sheetThicknessChecks),
});
export type CalculatePriceRequest = z.infer<typeof calculatePriceRequestSchema>;

/**
 * The `pricing.price.calculate` message as pricing accepts it: the HTTP body plus the generation
 * a caller re-pricing on a change event asks for.
 */
export const calculatePriceMessageSchema = z.strictObject({
  ...calculatePriceRequestSchema.shape,
  ...atLeastGenerationShape,
});
export type CalculatePriceMessage = z.infer<typeof calculatePriceMessageSchema>;

/** The sheet calculator's result. Money in EUR with two decimals, area in m², length in m. */
export const calculatePriceResponseSchema = z.object({
  material: z.object({ id: z.int().check(z.positive()), displayName: z.string() }),
  thickness: z.number().check(z.positive()),
  width: z.number().check(z.positive()),
  height: z.number().check(z.positive()),
  area: z.number().check(z.positive()),
  materialCost: z.number().check(z.nonnegative()),
  cuttingLength: z.number().check(z.positive()),
  cuttingCost: z.number().check(z.nonnegative()),
  pricePerM2: z.number().check(z.positive()),
  cuttingLineCost: z.number().check(z.nonnegative()),
  totalPrice: z.number().check(z.nonnegative()),
});
export type CalculatePriceResponse = z.infer<typeof calculatePriceResponseSchema>;

export const calculatePriceSubject = pricingSubjects.calculatePrice;
