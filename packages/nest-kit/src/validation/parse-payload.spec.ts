import { describe, expect, it } from '@jest/globals';
import { calculatePriceRequestSchema } from '@shop/contracts';
import { AppError } from '../errors/app-error.js';
import { parsePayload } from './parse-payload.js';

const valid = { materialId: 2, width: 1000, height: 500, thickness: 3 };

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('parsePayload', () => {
  it('returns the parsed payload', () => {
    expect(parsePayload(calculatePriceRequestSchema, valid)).toEqual(valid);
  });

  it.each([
    ['missing', { ...valid, width: undefined }, 'width'],
    ['negative', { ...valid, height: -1 }, 'height'],
    ['non-numeric', { ...valid, thickness: '3' }, 'thickness'],
    ['unknown', { ...valid, discount: 50 }, 'discount'],
  ])('throws a 400 AppError naming a %s field', (_kind, payload, field) => {
    const error = caught(() => parsePayload(calculatePriceRequestSchema, payload));
    expect(error).toBeInstanceOf(AppError);
    const body = (error as AppError).toBody();
    expect(body.status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(`Invalid input: ${field}`);
    expect(body.issues?.map((issue) => issue.path)).toEqual([field]);
  });
});
