import * as z from 'zod/mini';
import { pricingSubjects } from '../subjects.js';
import { adminActorSchema } from './admin-actor.js';
import { nonNegativeAmountField } from './admin-fields.js';
import { systemSettingKeySchema } from './system-setting.js';

const updateSystemSettingFields = {
  /** EUR (per hole for `hole_cost`, per metre for `cutting_line_cost`). */
  value: nonNegativeAmountField(),
};

/** Body of `PATCH /api/system-settings/:key` (key by `systemSettingKeySchema`); answered 200. */
export const updateSystemSettingBodySchema = z.strictObject(updateSystemSettingFields);
export type UpdateSystemSettingBody = z.infer<typeof updateSystemSettingBodySchema>;

export const updateSystemSettingSubject = pricingSubjects.updateSystemSetting;
export const updateSystemSettingRequestSchema = z.strictObject({
  actor: adminActorSchema,
  key: systemSettingKeySchema,
  ...updateSystemSettingFields,
});
export type UpdateSystemSettingRequest = z.infer<typeof updateSystemSettingRequestSchema>;
