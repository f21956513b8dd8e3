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

/** The repo's `dist/web`, found from this file so the gateway serves it from any working directory. */
const defaultWebRoot = fileURLToPath(new URL('../../../dist/web', import.meta.url));

export const gatewayConfigSchema = z.object({
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
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Injection token of the parsed configuration. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(env?: Record<string, string | undefined>): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
