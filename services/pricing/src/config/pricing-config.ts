import { databaseConfigSchema, logConfigSchema, natsConfigSchema } from '@shop/nest-kit';
import { z } from 'zod';

/** Everything the pricing service reads from the environment, parsed once at start. */
export const pricingConfigSchema = z.object({
  ...natsConfigSchema.shape,
  ...databaseConfigSchema.shape,
  ...logConfigSchema.shape,
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'Lowercase letters, digits and underscores, max 63 chars')
    .default('pricing'),
});

export type PricingConfig = z.infer<typeof pricingConfigSchema>;

/** Injection token of the parsed configuration. */
export const PRICING_CONFIG = Symbol('PRICING_CONFIG');
