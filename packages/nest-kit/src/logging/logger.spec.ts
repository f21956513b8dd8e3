import { describe, expect, it, jest } from '@jest/globals';
import { runInRequestContext } from '../observability/request-context.js';
import { createServiceLogger, logConfigSchema, nestLogLevels } from './logger.js';

describe('log levels', () => {
  it('writes the configured level and everything more severe', () => {
    expect(nestLogLevels('info')).toEqual(['fatal', 'error', 'warn', 'log']);
    expect(nestLogLevels('error')).toEqual(['fatal', 'error']);
    expect(nestLogLevels('verbose')).toEqual(['fatal', 'error', 'warn', 'log', 'debug', 'verbose']);
  });

  it('defaults LOG_LEVEL to info and rejects unknown levels', () => {
    expect(logConfigSchema.parse({})).toEqual({ LOG_LEVEL: 'info' });
    expect(logConfigSchema.safeParse({ LOG_LEVEL: 'loud' }).success).toBe(false);
  });
});

describe('service logger', () => {
  it('writes one JSON object per line with the service and the current request id', () => {
    const lines: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const logger = createServiceLogger('pricing', 'info');
      logger.log('outside');
      runInRequestContext({ requestId: 'test-1' }, () => logger.log('inside', 'Handler'));
    } finally {
      write.mockRestore();
    }
    const [outside, inside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(outside).toMatchObject({ level: 'log', service: 'pricing', message: 'outside' });
    expect(outside).not.toHaveProperty('requestId');
    expect(inside).toMatchObject({ service: 'pricing', requestId: 'test-1', context: 'Handler' });
  });
});
