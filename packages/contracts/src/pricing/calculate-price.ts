import { z } from 'zod';
import { centsToEuros, productToCents, roundDecimal, sumCents } from '../money.js';
import { pricingSubjects } from '../subjects.js';
import type { Material } from './material.js';
import type { MaterialPrice } from './material-prices.js';

/** Largest sheet side we cut, in mm (a 6000 x 2000 large-format sheet). */
export const MAX_SHEET_SIDE_MM = 6000;
/** Smallest side a calculator part may have, in mm (SPEC 2: minimum 1). */
export const MIN_SHEET_SIDE_MM = 1;

const hasAtMostDecimals = (places: number) => (value: number) =>
  Number.isInteger(Math.round(value * 10 ** places * 1e6) / 1e6);

const sideSchema = z
  .number({ error: 'Must be a valid number' })
  .min(MIN_SHEET_SIDE_MM, `Must be at least ${MIN_SHEET_SIDE_MM} mm`)
  .max(MAX_SHEET_SIDE_MM, `Must be at most ${MAX_SHEET_SIDE_MM} mm`)
  .refine(hasAtMostDecimals(1), 'At most one decimal place');

/** Body of `POST /api/calculate-price` and of the `pricing.price.calculate` message. */
export const calculatePriceRequestSchema = z.strictObject({
  materialId: z
    .number({ error: 'Must be a valid number' })
    .int('Must be a whole number')
    .positive('Must be greater than 0'),
  width: sideSchema,
  height: sideSchema,
  thickness: z
    .number({ error: 'Must be a valid number' })
    .positive('Must be greater than 0')
    .max(100, 'Must be at most 100 mm')
    .refine(hasAtMostDecimals(2), 'At most two decimal places'),
});
export type CalculatePriceRequest = z.infer<typeof calculatePriceRequestSchema>;

/** SPEC 3 'Price calculation response'. Money in EUR with two decimals, area in m², length in m. */
export const calculatePriceResponseSchema = z.object({
  material: z.object({ id: z.number().int().positive(), displayName: z.string() }),
  thickness: z.number().positive(),
  width: z.number().positive(),
  height: z.number().positive(),
  area: z.number().positive(),
  materialCost: z.number().nonnegative(),
  cuttingLength: z.number().positive(),
  cuttingCost: z.number().nonnegative(),
  pricePerM2: z.number().positive(),
  cuttingLineCost: z.number().nonnegative(),
  totalPrice: z.number().nonnegative(),
});
export type CalculatePriceResponse = z.infer<typeof calculatePriceResponseSchema>;

export const calculatePriceSubject = pricingSubjects.calculatePrice;

/**
 * The sheet price rule, used by the pricing service and shown by the browser:
 * area = width x height; material cost = area x price per m²; cutting length = perimeter;
 * cutting cost = cutting length x cutting cost per metre; total = material cost + cutting cost.
 * Each cost is rounded half up to cents first, so the shown parts always add up to the total.
 */
export function calculateSheetPrice(
  material: Pick<Material, 'id' | 'displayName'>,
  priceRow: Pick<MaterialPrice, 'thickness' | 'pricePerM2' | 'cuttingLineCost'>,
  size: { width: number; height: number },
): CalculatePriceResponse {
  const { width, height } = size;
  const perimeterMm = Number(roundDecimal(2 * (width + height), 3));
  const materialCostCents = productToCents([width, height, priceRow.pricePerM2], 1_000_000);
  const cuttingCostCents = productToCents([perimeterMm, priceRow.cuttingLineCost], 1000);
  return {
    material: { id: material.id, displayName: material.displayName },
    thickness: priceRow.thickness,
    width,
    height,
    area: roundDecimal((width * height) / 1_000_000, 6),
    materialCost: centsToEuros(materialCostCents),
    cuttingLength: roundDecimal(perimeterMm / 1000, 6),
    cuttingCost: centsToEuros(cuttingCostCents),
    pricePerM2: priceRow.pricePerM2,
    cuttingLineCost: priceRow.cuttingLineCost,
    totalPrice: centsToEuros(sumCents([materialCostCents, cuttingCostCents])),
  };
}
