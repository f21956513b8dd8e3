import { describe, expect, it } from '@jest/globals';
import { isFatalPostgresError } from './probe-postgres.js';

describe('isFatalPostgresError', () => {
  it('gives up at once when PostgreSQL rejects the credentials', () => {
    expect(isFatalPostgresError({ code: '28P01' })).toBe(true);
    expect(isFatalPostgresError({ code: '28000' })).toBe(true);
  });

  it('keeps waiting while PostgreSQL is starting or unreachable', () => {
    expect(isFatalPostgresError({ code: '57P03' })).toBe(false);
    expect(isFatalPostgresError(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(false);
    expect(isFatalPostgresError(null)).toBe(false);
  });
});
