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
  /**
   * For tests only: every read of an uploaded file waits this long first, as on a slow or cold
   * machine. 0, no wait, unless set.
   */
  LASER_UPLOAD_READ_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
});

export type PricingConfig = z.infer<typeof pricingConfigSchema>;

/** Injection token of the parsed configuration. */
export const PRICING_CONFIG = Symbol('PRICING_CONFIG');
