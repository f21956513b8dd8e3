import * as z from 'zod/mini';
import { pricingSubjects } from '../subjects.js';

/** Settings the front ends read. `hole_cost` is EUR per hole; `cutting_line_cost` EUR per metre. */
export const systemSettingKeys = ['hole_cost', 'cutting_line_cost'] as const;
export const systemSettingKeySchema = z.enum(systemSettingKeys, {
  error: `Unknown setting; known: ${systemSettingKeys.join(', ')}`,
});
export type SystemSettingKey = z.infer<typeof systemSettingKeySchema>;

/** Used when `hole_cost` cannot be read (SPEC 9: default hole cost 1.00 EUR per hole). */
export const DEFAULT_HOLE_COST_EUR = 1;

export const systemSettingSchema = z.object({
  key: systemSettingKeySchema,
  value: z.number().check(z.nonnegative()),
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;

export const getSystemSettingSubject = pricingSubjects.getSystemSetting;
export const getSystemSettingRequestSchema = z.strictObject({ key: systemSettingKeySchema });
export type GetSystemSettingRequest = z.infer<typeof getSystemSettingRequestSchema>;
export const getSystemSettingResponseSchema = systemSettingSchema;
