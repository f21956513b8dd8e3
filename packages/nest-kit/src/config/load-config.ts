import { z } from 'zod';

/** Thrown at boot when the environment does not satisfy the schema; lists every problem at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses environment variables once, at boot, into a typed object. The only place `process.env`
 * is read; everything else gets the parsed config injected.
 */
export function loadConfig<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined> = process.env,
): z.infer<Schema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  );
}

/**
 * Common variables of every process: where NATS is and, where NATS requires it (production), the
 * process's NATS user and password (both or neither; see natsConnectionOptions).
 */
export const natsConfigSchema = z.object({
  NATS_URL: z.string().url().default('nats://127.0.0.1:4222'),
  NATS_USER: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,62}$/, 'A NATS user name: lowercase letters, digits, - and _')
    .optional(),
  NATS_PASSWORD: z.string().min(1).optional(),
});

export const databaseConfigSchema = z.object({
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/bleche'),
});

/**
 * DB_SCHEMA: the PostgreSQL schema a service keeps its tables in, `defaultSchema` unless set
 * (tests set a throw-away one). Only `[a-z0-9_]`, so it never needs escaping in practice.
 */
export function databaseSchemaConfigSchema(defaultSchema: string) {
  return z.object({
    DB_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'Lowercase letters, digits and underscores, max 63 chars')
      .default(defaultSchema),
  });
}

export const redisConfigSchema = z.object({
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
});

/** host:port of a URL, never its credentials, for log lines and messages. */
export function hostOfUrl(url: string): string {
  return new URL(url).host;
}
