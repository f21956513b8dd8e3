import { describe, expect, it } from '@jest/globals';
import { logConfigSchema, nestLogLevels } from './logger.js';

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
