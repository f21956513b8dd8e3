import {
  databaseConfigSchema,
  databaseSchemaConfigSchema,
  logConfigSchema,
  natsConfigSchema,
} from '@shop/nest-kit';
import { z } from 'zod';

/** Everything the content service reads from the environment, parsed once at start. */
export const contentConfigSchema = z.object({
  ...natsConfigSchema.shape,
  ...databaseConfigSchema.shape,
  ...logConfigSchema.shape,
  ...databaseSchemaConfigSchema('content').shape,
});

export type ContentConfig = z.infer<typeof contentConfigSchema>;

/** Injection token of the parsed configuration. */
export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
