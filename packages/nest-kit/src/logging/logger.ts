import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { z } from 'zod';

/** LOG_LEVEL: the least severe level that is still written. */
export const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'verbose']);
export type ConfiguredLogLevel = z.infer<typeof logLevelSchema>;

export const logConfigSchema = z.object({
  LOG_LEVEL: logLevelSchema.default('info'),
});

const severityOrder: ConfiguredLogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'verbose'];

/** Nest's level list for a configured level ('info' is Nest's 'log'). */
export function nestLogLevels(level: ConfiguredLogLevel): LogLevel[] {
  return severityOrder
    .slice(0, severityOrder.indexOf(level) + 1)
    .map((name) => (name === 'info' ? 'log' : name));
}

/** The logger of a process: one line per entry, prefixed with the service name. */
export function createServiceLogger(serviceName: string, level: ConfiguredLogLevel): ConsoleLogger {
  return new ConsoleLogger({
    prefix: serviceName,
    logLevels: nestLogLevels(level),
    colors: process.stdout.isTTY === true,
  });
}
