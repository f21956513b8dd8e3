// Paths and environment defaults shared by scripts/start.js, scripts/test.js and the Jest setup.
// The defaults are the ones in the README's configuration table; the processes themselves apply
// the same defaults, so these scripts only need them to check and prepare the infrastructure.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root, whatever the caller's working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const defaults = Object.freeze({
  PORT: '3000',
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bleche',
  REDIS_URL: 'redis://127.0.0.1:6379',
});

/** Name of the database the integration tests use, so they never touch the development data. */
export const testDatabaseName = 'bleche_test';

/**
 * Reads a setting from the environment, falling back to the documented default; an empty value
 * counts as unset.
 * @param {keyof typeof defaults} name
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function setting(name, env = process.env) {
  const value = env[name];
  return value === undefined || value === '' ? defaults[name] : value;
}
