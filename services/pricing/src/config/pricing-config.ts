import {
  databaseConfigSchema,
  databaseSchemaConfigSchema,
  logConfigSchema,
  natsConfigSchema,
} from '@shop/nest-kit';
import { z } from 'zod';

/** Everything the pricing service reads from the environment, parsed once at start. */
export const pricingConfigSchema = z.object({
  ...natsConfigSchema.shape,
  ...databaseConfigSchema.shape,
  ...logConfigSchema.shape,
  ...databaseSchemaConfigSchema('pricing').shape,
});

export type PricingConfig = z.infer<typeof pricingConfigSchema>;

/** Injection token of the parsed configuration. */
export const PRICING_CONFIG = Symbol('PRICING_CONFIG');
