import { databaseConfigSchema, logConfigSchema, natsConfigSchema } from '@shop/nest-kit';
import { z } from 'zod';

/** Everything the catalogue service reads from the environment, parsed once at start. */
export const catalogueConfigSchema = z.object({
  ...natsConfigSchema.shape,
  ...databaseConfigSchema.shape,
  ...logConfigSchema.shape,
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'Lowercase letters, digits and underscores, max 63 chars')
    .default('catalogue'),
});

export type CatalogueConfig = z.infer<typeof catalogueConfigSchema>;

/** Injection token of the parsed configuration. */
export const CATALOGUE_CONFIG = Symbol('CATALOGUE_CONFIG');
