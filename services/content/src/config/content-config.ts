import { databaseConfigSchema, logConfigSchema, natsConfigSchema } from '@shop/nest-kit';
import { z } from 'zod';

/** Everything the content service reads from the environment, parsed once at start. */
export const contentConfigSchema = z.object({
  ...natsConfigSchema.shape,
  ...databaseConfigSchema.shape,
  ...logConfigSchema.shape,
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'Lowercase letters, digits and underscores, max 63 chars')
    .default('content'),
});

export type ContentConfig = z.infer<typeof contentConfigSchema>;

/** Injection token of the parsed configuration. */
export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
