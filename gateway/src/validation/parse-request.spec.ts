import { describe, expect, it } from '@jest/globals';
import { calculatePriceRequestSchema } from '@shop/contracts';
import { AppError } from '@shop/nest-kit';
import { parseRequest } from './parse-request.js';

describe('parseRequest', () => {
  it('returns the parsed input when it is valid', () => {
    const input = { materialId: 2, width: 1000, height: 500, thickness: 3 };
    expect(parseRequest(calculatePriceRequestSchema, input)).toEqual(input);
  });

  it('throws a 400 AppError whose message names every invalid field', () => {
    let thrown: unknown;
    try {
      parseRequest(calculatePriceRequestSchema, { materialId: 2, width: -1, thickness: 'x' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    const body = (thrown as AppError).toBody();
    expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(body.message).toBe('Invalid input: width, height, thickness');
    expect(body.issues?.map((issue) => issue.path)).toEqual(['width', 'height', 'thickness']);
  });
});
