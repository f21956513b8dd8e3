import {
  databaseConfigSchema,
  databaseSchemaConfigSchema,
  logConfigSchema,
  natsConfigSchema,
} from '@shop/nest-kit';
import { z } from 'zod';

/** Everything the catalogue service reads from the environment, parsed once at start. */
export const catalogueConfigSchema = z.object({
  ...natsConfigSchema.shape,
  ...databaseConfigSchema.shape,
  ...logConfigSchema.shape,
  ...databaseSchemaConfigSchema('catalogue').shape,
});

export type CatalogueConfig = z.infer<typeof catalogueConfigSchema>;

/** Injection token of the parsed configuration. */
export const CATALOGUE_CONFIG = Symbol('CATALOGUE_CONFIG');
