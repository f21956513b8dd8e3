import * as z from 'zod/mini';
import { pricingSubjects } from '../subjects.js';

/**
 * Settings the front ends read. `hole_cost` is EUR per hole; `cutting_line_cost` EUR per metre;
 * `vat_rate` the VAT in percent on every net total; `shipping_flat_rate` EUR per order shipped.
 */
export const systemSettingKeys = [
  'hole_cost',
  'cutting_line_cost',
  'vat_rate',
  'shipping_flat_rate',
] as const;
export const systemSettingKeySchema = z.enum(systemSettingKeys, {
  error: `Unknown setting; known: ${systemSettingKeys.join(', ')}`,
});
export type SystemSettingKey = z.infer<typeof systemSettingKeySchema>;

/** Used when `hole_cost` cannot be read: 1.00 EUR per hole. */
export const DEFAULT_HOLE_COST_EUR = 1;

/** The German standard VAT rate in percent, the seed of `vat_rate`. */
export const DEFAULT_VAT_RATE_PERCENT = 19;
/** The seed of `shipping_flat_rate`: EUR per order shipped (a pallet freight within Germany). */
export const DEFAULT_SHIPPING_FLAT_RATE_EUR = 29.9;

export const systemSettingSchema = z.object({
  key: systemSettingKeySchema,
  value: z.number().check(z.nonnegative()),
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;

export const getSystemSettingSubject = pricingSubjects.getSystemSetting;
export const getSystemSettingRequestSchema = z.strictObject({ key: systemSettingKeySchema });
export type GetSystemSettingRequest = z.infer<typeof getSystemSettingRequestSchema>;
export const getSystemSettingResponseSchema = systemSettingSchema;
