import { fileURLToPath } from 'node:url';
import {
  databaseConfigSchema,
  databaseSchemaConfigSchema,
  logConfigSchema,
  natsConfigSchema,
} from '@shop/nest-kit';
import { z } from 'zod';

/** `<repo>/.mail`: where mails go when no SMTP server is configured (local mode). */
const defaultMailDirectory = fileURLToPath(new URL('../../../../.mail', import.meta.url));

/** Everything the orders service reads from the environment, parsed once at start. */
export const ordersConfigSchema = z.object({
  ...natsConfigSchema.shape,
  ...databaseConfigSchema.shape,
  ...logConfigSchema.shape,
  ...databaseSchemaConfigSchema('orders').shape,
  /**
   * The SMTP server mails go through (`smtp://user:pass@host:587`, `smtps://...`). Without it every
   * mail is written as an .eml file into MAIL_DIR instead, as in local mode.
   */
  SMTP_URL: z.preprocess(
    // An empty value (compose's `${SMTP_URL:-}`) means none.
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'An smtp:// or smtps:// URL')
      .optional(),
  ),
  /** The sender of every mail. */
  MAIL_FROM: z.string().min(3).default('Bleche <bestellungen@bleche-shop.de>'),
  /** Where mails are written without SMTP_URL. */
  MAIL_DIR: z.string().min(1).default(defaultMailDirectory),
  /** How long cart and pricing may take for one answer while an order is placed. */
  SERVICE_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(4000),
  /**
   * How long a submit holds its idempotency key while it places the order: a repeat of it is
   * answered "in progress" until then. Only a placer that died leaves a key held this long;
   * longer than any placing takes.
   */
  ORDER_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /**
   * For tests only: the process kills itself (SIGKILL) right after an order is committed, before
   * it answers or empties the cart, as a crash at the worst moment would.
   */
  CRASH_AFTER_ORDER_COMMIT: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How often the outbox looks for mails and events that are due. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(2000),
  /** The first retry of a failed mail or event waits this long; each further one twice as long. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  /** The longest wait between two attempts. */
  OUTBOX_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(86_400_000)
    .default(15 * 60 * 1000),
});

export type OrdersConfig = z.infer<typeof ordersConfigSchema>;

/** Injection token of the parsed configuration. */
export const ORDERS_CONFIG = Symbol('ORDERS_CONFIG');
