import * as z from 'zod/mini';
import { hasAtMostDecimals } from '../decimals.js';
import { pricingSubjects } from '../subjects.js';
import { adminActorSchema } from './admin-actor.js';
import { decimalField, idField } from './admin-fields.js';
import { materialPriceSchema, sheetThicknessChecks } from './material-prices.js';
import { changesSomething, updateMaterialPriceFields } from './update-material-price.js';

/** Most rows one bulk update may change (every thickness of every material fits many times). */
export const MAX_BULK_PRICE_UPDATES = 500;

/** One row of a bulk update: which row, the version the operator saw, the new value(s). */
const bulkPriceUpdateSchema = z
  .strictObject({
    materialId: idField(),
    thickness: decimalField(...sheetThicknessChecks),
    ...updateMaterialPriceFields,
  })
  .check(changesSomething);
export type BulkPriceUpdate = z.infer<typeof bulkPriceUpdateSchema>;

/** The same row twice would make the result depend on the order; refused as a whole. */
const eachRowOnce = z.refine<BulkPriceUpdate[]>((updates) => {
  const rows = new Set(updates.map(({ materialId, thickness }) => `${materialId}/${thickness}`));
  return rows.size === updates.length;
}, 'Each material and thickness at most once');

const bulkUpdateFields = {
  updates: z
    .array(bulkPriceUpdateSchema)
    .check(
      z.minLength(1, 'Give at least one row'),
      z.maxLength(MAX_BULK_PRICE_UPDATES, `At most ${MAX_BULK_PRICE_UPDATES} rows at once`),
      eachRowOnce,
    ),
};

/**
 * Body of `PATCH /api/material-prices`: several price rows changed at once, all or nothing. One
 * invalid row (400 with its path, e.g. `updates.3.pricePerM2`), an unknown row (404) or a row
 * changed since its `version` (409 `VERSION_CONFLICT`) changes no row at all.
 */
export const bulkUpdateMaterialPricesBodySchema = z.strictObject(bulkUpdateFields);
export type BulkUpdateMaterialPricesBody = z.infer<typeof bulkUpdateMaterialPricesBodySchema>;

export const bulkUpdateMaterialPricesSubject = pricingSubjects.bulkUpdateMaterialPrices;
export const bulkUpdateMaterialPricesRequestSchema = z.strictObject({
  actor: adminActorSchema,
  ...bulkUpdateFields,
});
export type BulkUpdateMaterialPricesRequest = z.infer<typeof bulkUpdateMaterialPricesRequestSchema>;

/** The updated rows, in the order of the request, each with its raised version. */
export const bulkUpdateMaterialPricesResponseSchema = z.object({
  updated: z.array(materialPriceSchema),
});
export type BulkUpdateMaterialPricesResponse = z.infer<
  typeof bulkUpdateMaterialPricesResponseSchema
>;

/** Smallest and largest change in percent the admin's 'adjust all prices' form accepts. */
export const MIN_PRICE_CHANGE_PERCENT = -90;
export const MAX_PRICE_CHANGE_PERCENT = 500;

const percentField = () =>
  decimalField(
    z.gte(MIN_PRICE_CHANGE_PERCENT, `Must be at least ${MIN_PRICE_CHANGE_PERCENT}`),
    z.lte(MAX_PRICE_CHANGE_PERCENT, `Must be at most ${MAX_PRICE_CHANGE_PERCENT}`),
    z.refine<number>(hasAtMostDecimals(2), 'At most two decimal places'),
  );

/**
 * The admin's 'adjust all prices' form of one material: a change in percent for the price per m²,
 * the cutting cost or both (a value left out stays as it is).
 */
export const priceChangeFormSchema = z
  .strictObject({
    pricePerM2: z.optional(percentField()),
    cuttingLineCost: z.optional(percentField()),
  })
  .check(
    z.refine(
      (change) => change.pricePerM2 !== undefined || change.cuttingLineCost !== undefined,
      'Give a percentage for at least one value',
    ),
  );
export type PriceChange = z.infer<typeof priceChangeFormSchema>;
