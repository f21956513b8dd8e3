import { ConfigError } from '../config/load-config.js';
import { DependencyUnavailableError } from './wait-for-dependency.js';

/**
 * Ends the process with exit code 1 and one clear message on stderr: the invalid variables for a
 * ConfigError, the dependency for a DependencyUnavailableError, the error and stack otherwise.
 * Use as the `catch` of a `main()` so a failed start never leaves a half-running process.
 */
export function exitOnStartupFailure(serviceName: string, error: unknown): never {
  if (error instanceof ConfigError || error instanceof DependencyUnavailableError) {
    process.stderr.write(`${serviceName} cannot start. ${error.message}\n`);
  } else {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`${serviceName} failed to start: ${detail}\n`);
  }
  process.exit(1);
}
