import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { z } from 'zod';
import { currentRequestId } from '../observability/request-context.js';

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

type JsonLogOptions = Parameters<ConsoleLogger['getJsonLogObject']>[1];

/**
 * Nest's JSON console logger with the service's name and, while a request is handled, its
 * request id on every line: `{"level":"log","service":"pricing","requestId":"...",...}`.
 */
export class ServiceLogger extends ConsoleLogger {
  constructor(
    private readonly serviceName: string,
    level: ConfiguredLogLevel,
  ) {
    super({ json: true, logLevels: nestLogLevels(level), colors: false });
  }

  protected override getJsonLogObject(
    message: unknown,
    options: JsonLogOptions,
  ): ReturnType<ConsoleLogger['getJsonLogObject']> {
    const entry = super.getJsonLogObject(message, options);
    const requestId = currentRequestId();
    return {
      ...entry,
      service: this.serviceName,
      ...(requestId === undefined ? {} : { requestId }),
    };
  }
}

/** The logger of a process: one JSON object per line (see {@link ServiceLogger}). */
export function createServiceLogger(serviceName: string, level: ConfiguredLogLevel): ConsoleLogger {
  return new ServiceLogger(serviceName, level);
}
