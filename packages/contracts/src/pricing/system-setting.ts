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

export const systemSettingSchema = z.object({
  key: systemSettingKeySchema,
  value: z.number().check(z.nonnegative()),
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;

export const getSystemSettingSubject = pricingSubjects.getSystemSetting;
export const getSystemSettingRequestSchema = z.strictObject({ key: systemSettingKeySchema });
export type GetSystemSettingRequest = z.infer<typeof getSystemSettingRequestSchema>;
export const getSystemSettingResponseSchema = systemSettingSchema;
