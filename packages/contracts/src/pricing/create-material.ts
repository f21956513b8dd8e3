import * as z from 'zod/mini';
import { optionalTextField } from '../content/translated-text.js';
import { pricingSubjects } from '../subjects.js';
import { adminActorSchema } from './admin-actor.js';
import { requiredTextField } from './admin-fields.js';

export const MAX_MATERIAL_NAME_LENGTH = 50;
export const MAX_MATERIAL_DISPLAY_NAME_LENGTH = 100;

const createMaterialFields = {
  /** The system key, e.g. `steel_s235`. */
  name: requiredTextField(MAX_MATERIAL_NAME_LENGTH).check(
    z.regex(/^[a-z0-9_]+$/, 'Lowercase letters, digits and underscores only, no spaces'),
  ),
  /** What visitors read in German, e.g. `Stahl S235`; required. */
  displayName: requiredTextField(MAX_MATERIAL_DISPLAY_NAME_LENGTH),
  /** The English and Polish names (`Steel S235`, `Stal S235`); empty falls back to German. */
  displayNameEn: optionalTextField(MAX_MATERIAL_DISPLAY_NAME_LENGTH),
  displayNamePl: optionalTextField(MAX_MATERIAL_DISPLAY_NAME_LENGTH),
};

/** Body of `POST /api/materials`; answered 201 with the new Material. */
export const createMaterialBodySchema = z.strictObject(createMaterialFields);
export type CreateMaterialBody = z.infer<typeof createMaterialBodySchema>;

export const createMaterialSubject = pricingSubjects.createMaterial;
export const createMaterialRequestSchema = z.strictObject({
  actor: adminActorSchema,
  ...createMaterialFields,
});
export type CreateMaterialRequest = z.infer<typeof createMaterialRequestSchema>;
