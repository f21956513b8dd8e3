import * as z from 'zod/mini';
import { pricingSubjects } from '../subjects.js';
import { adminActorSchema } from './admin-actor.js';

/** `DELETE /api/materials/:id` (id parsed by `materialIdParamSchema`); removes its prices too. */
export const deleteMaterialSubject = pricingSubjects.deleteMaterial;
export const deleteMaterialRequestSchema = z.strictObject({
  actor: adminActorSchema,
  materialId: z.int().check(z.positive()),
});
export type DeleteMaterialRequest = z.infer<typeof deleteMaterialRequestSchema>;
