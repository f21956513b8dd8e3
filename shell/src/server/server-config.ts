import { z } from 'zod';

const serverConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The gateway's origin: the API the pages read while rendering. */
  API_URL: z.url().default('http://127.0.0.1:3000'),
  /** The remotes' manifest as browsers read it; its entries may be relative to it. */
  REMOTES_URL: z.url().optional(),
  /** Milliseconds between looks at the remotes' manifest, so a redeployed remote shows up. */
  REMOTES_REFRESH_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** The longest a render waits for the API before it sends what it has. */
  RENDER_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
});

export type ServerConfig = z.infer<typeof serverConfigSchema> & { REMOTES_URL: string };

/** Reads the rendering server's settings from the environment; a wrong value stops the start. */
export function loadServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const result = serverConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration of the rendering server: ${problems}`);
  }
  const config = result.data;
  return { ...config, REMOTES_URL: config.REMOTES_URL ?? `${config.API_URL}/remotes.json` };
}
