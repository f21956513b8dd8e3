import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  databaseConfigSchema,
  loadConfig,
  logConfigSchema,
  natsConfigSchema,
  redisConfigSchema,
} from '@shop/nest-kit';
import { z } from 'zod';
import { adminPasswordProblem } from '../admin-accounts/password-policy.js';

/** The repo's `dist/web`, found from this file so the gateway serves it from any working directory. */
const defaultWebRoot = fileURLToPath(new URL('../../../dist/web', import.meta.url));

/** Local-mode credentials the README names; refused in production (see the check below). */
export const LOCAL_ADMIN_USERNAME = 'admin';
export const LOCAL_ADMIN_PASSWORD = 'bleche-admin';
/** Signs the session cookie outside production only; production must set SESSION_SECRET. */
const LOCAL_SESSION_SECRET = 'local-mode-session-secret-not-for-production';
/** Session cookie names: plain over http in local mode; `__Host-` (Secure only) in production. */
export const LOCAL_SESSION_COOKIE_NAME = 'bleche_session';
export const PRODUCTION_SESSION_COOKIE_NAME = '__Host-bleche_session';

const commaSeparatedOrigins = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .url()
        .transform((origin) => new URL(origin).origin),
    ),
  );

const gatewayConfigObject = z.object({
  ...natsConfigSchema.shape,
  ...databaseConfigSchema.shape,
  ...redisConfigSchema.shape,
  ...logConfigSchema.shape,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** How long a request to a service may take before the caller gets 503 (keep it under 3 s). */
  SERVICE_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2500),
  WEB_ROOT: z
    .string()
    .min(1)
    .default(defaultWebRoot)
    .transform((path) => resolve(path)),
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:3000'),
  /**
   * The rendering server (shell/dist-server) that answers page requests in local mode. Unset, or
   * when it does not answer, pages get the shell's index.html and render in the browser.
   */
  SSR_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Further origins whose pages may send mutations (besides PUBLIC_ORIGIN), comma-separated. */
  TRUSTED_ORIGINS: commaSeparatedOrigins,
  /** The gateway's own PostgreSQL schema (admin accounts). */
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'Lowercase letters, digits and underscores, max 63 chars')
    .default('gateway'),
  /** The admin created at start unless an account of this name exists. */
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default(LOCAL_ADMIN_USERNAME),
  /** Required and strong in production; LOCAL_ADMIN_PASSWORD elsewhere when unset. */
  ADMIN_PASSWORD: z.string().min(1).optional(),
  /** Signs the session cookie; at least 32 characters; required in production. */
  SESSION_SECRET: z.string().min(32).optional(),
  /**
   * Default `bleche_session`; in production `__Host-bleche_session`, a name browsers accept only
   * with Secure, Path=/ and no Domain, so no subdomain or plain-http page can plant or shadow it.
   */
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /**
   * `true`: the session cookie is Secure and only ever set over https (default in production);
   * `auto`: Secure when the request came over https (default elsewhere, for plain-http local
   * mode; also for a production-mode stack tried over plain http, e.g. docker-compose).
   */
  SESSION_COOKIE_SECURE: z.enum(['true', 'auto']).optional(),
  /** A session ends after this long without a request (rolling). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  /**
   * A session ends this long after its sign-in however busy it is (absolute timeout); signing in
   * again (or changing the password) starts a new one.
   */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .positive()
    .max(7 * 24)
    .default(12),
  /** How long a sign-in waits for its TOTP code after the password was right. */
  SECOND_FACTOR_MINUTES: z.coerce.number().positive().max(60).default(5),
  /**
   * Encrypts the TOTP secrets stored in the database (AES-256-GCM, key derived with HKDF); at
   * least 32 characters. Unset: derived from SESSION_SECRET, so rotating that secret would then
   * require every admin to enrol TOTP again. Keep it stable and secret.
   */
  TOTP_ENCRYPTION_KEY: z.string().min(32).optional(),
  /** Prefix of every Redis key the gateway writes (sessions, login throttle). */
  REDIS_KEY_PREFIX: z.string().min(1).default('gateway:'),
  /** Failed logins per username and per IP address before they are refused for a while. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(15),
  /** DXF uploads (POST /api/laser-quotes) per client IP and window before 429. */
  LASER_UPLOADS_PER_WINDOW: z.coerce.number().int().min(1).max(100_000).default(30),
  LASER_UPLOAD_WINDOW_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(10),
  /** Offer requests (POST /api/laser-quotes/:quoteId/requests) per client IP and window. */
  LASER_REQUESTS_PER_WINDOW: z.coerce.number().int().min(1).max(100_000).default(10),
  LASER_REQUEST_WINDOW_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(60),
  /** Written offers (GET /api/cart/quote.pdf) per client IP and window before 429. */
  QUOTE_PDFS_PER_WINDOW: z.coerce.number().int().min(1).max(100_000).default(20),
  QUOTE_PDF_WINDOW_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(10),
  /** Orders placed (POST /api/orders) per client IP and window. */
  ORDERS_PER_WINDOW: z.coerce.number().int().min(1).max(100_000).default(10),
  ORDER_WINDOW_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(60),
  /**
   * How long placing an order may take: the orders service asks the cart and pricing, draws
   * uploaded parts and copies their files, so it gets longer than SERVICE_TIMEOUT_MS.
   */
  ORDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Size cap of the JetStream object-store bucket of uploaded DXF files (bytes, default 2 GiB). */
  LASER_UPLOAD_BUCKET_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 ** 3),
  /**
   * Which proxies may set X-Forwarded-For/-Proto: unset trusts none (the client address is the
   * socket's); otherwise comma-separated addresses/CIDRs of the proxies (`127.0.0.1,10.0.0.0/8`).
   * Behind a TLS-terminating proxy it must be set, or the Secure session cookie is never written.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): string[] | false => {
      const proxies = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      return proxies.length > 0 ? proxies : false;
    }),
});

/**
 * Production refuses demo credentials: a missing or weak ADMIN_PASSWORD and a missing
 * SESSION_SECRET stop the start with the reason, instead of running with the README's password.
 */
export const gatewayConfigSchema = gatewayConfigObject
  .superRefine((config, context) => {
    if (config.NODE_ENV !== 'production') return;
    if (config.ADMIN_PASSWORD === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is required in production (at least 12 characters, not a common password)',
      });
    } else {
      const problem = adminPasswordProblem(config.ADMIN_PASSWORD, config.ADMIN_USERNAME);
      if (problem) {
        context.addIssue({
          code: 'custom',
          path: ['ADMIN_PASSWORD'],
          message: `is too weak for production: it ${problem}`,
        });
      }
    }
    if (config.SESSION_SECRET === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (at least 32 random characters)',
      });
    }
  })
  .transform((config) => {
    const secure =
      config.SESSION_COOKIE_SECURE ?? (config.NODE_ENV === 'production' ? 'true' : 'auto');
    return {
      ...config,
      ADMIN_PASSWORD: config.ADMIN_PASSWORD ?? LOCAL_ADMIN_PASSWORD,
      SESSION_SECRET: config.SESSION_SECRET ?? LOCAL_SESSION_SECRET,
      SESSION_COOKIE_SECURE: secure,
      // `__Host-` only where the cookie is always Secure: a browser drops a `__Host-` cookie
      // without Secure, so a production-mode stack over plain http ('auto') keeps the plain name.
      SESSION_COOKIE_NAME:
        config.SESSION_COOKIE_NAME ??
        (config.NODE_ENV === 'production' && secure === 'true'
          ? PRODUCTION_SESSION_COOKIE_NAME
          : LOCAL_SESSION_COOKIE_NAME),
    };
  });

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Injection token of the parsed configuration. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(env?: Record<string, string | undefined>): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
