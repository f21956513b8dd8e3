import { logConfigSchema, natsConfigSchema, redisConfigSchema } from '@shop/nest-kit';
import { z } from 'zod';

/** Everything the cart service reads from the environment, parsed once at start. */
export const cartConfigSchema = z.object({
  ...natsConfigSchema.shape,
  ...redisConfigSchema.shape,
  ...logConfigSchema.shape,
  /** Prefix of every Redis key of the carts; tests use their own. */
  CART_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'Letters, digits, colons, underscores and hyphens, max 64')
    .default('bleche:cart:'),
  /** A cart nobody touched for this long is gone (sliding: every access starts it again). */
  CART_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long pricing or catalogue may take to price a line. Kept below the gateway's own timeout
   * (2.5 s), so the visitor hears "pricing is not available" rather than a timeout of the cart.
   * Adding a laser part waits the file check budget of the largest upload on top (the gateway
   * waits longer for that too).
   */
  PRICE_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1500),
  /**
   * How long a cart replica may take to record a price event before JetStream delivers it again
   * (to any replica). Recording is one Redis script, so 15 s is plenty; tests shorten it.
   */
  PRICE_EVENTS_ACK_WAIT_MS: z.coerce.number().int().min(500).max(300_000).default(15_000),
  /**
   * How long a cart replica may take to take an order's lines out of its cart before JetStream
   * delivers the event again (to any replica). One Redis script; tests shorten it.
   */
  ORDER_EVENTS_ACK_WAIT_MS: z.coerce.number().int().min(500).max(300_000).default(15_000),
});

export type CartConfig = z.infer<typeof cartConfigSchema>;

/** Injection token of the parsed configuration. */
export const CART_CONFIG = Symbol('CART_CONFIG');
