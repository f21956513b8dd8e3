import { describe, expect, it } from '@jest/globals';
import { RpcException } from '@nestjs/microservices';
import { calculatePriceRequestSchema } from '@shop/contracts';
import { AppError } from './app-error.js';
import { toErrorBody } from './to-error-body.js';

const neverCalled = () => {
  throw new Error('reporter must not be called for an expected error');
};

describe('toErrorBody', () => {
  it('keeps the status, code, message and issues of an AppError', () => {
    const error = AppError.validation('Invalid input: thickness', [
      { path: 'thickness', message: 'Not offered' },
    ]);
    expect(toErrorBody(error, neverCalled)).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: thickness',
      issues: [{ path: 'thickness', message: 'Not offered' }],
    });
    expect(toErrorBody(AppError.notFound('Material 9 does not exist'), neverCalled)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Material 9 does not exist',
    });
  });

  it('turns a ZodError into a 400 naming the fields', () => {
    const result = calculatePriceRequestSchema.safeParse({ materialId: 2, width: -1 });
    expect(result.success).toBe(false);
    const body = toErrorBody(result.error, neverCalled);
    expect(body.status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues?.map((issue) => issue.path)).toEqual(['width', 'height', 'thickness']);
  });

  it('passes on an RpcException that already carries an error body', () => {
    const carried = { status: 409, code: 'CONFLICT', message: 'Thickness exists' } as const;
    expect(toErrorBody(new RpcException(carried), neverCalled)).toEqual(carried);
  });

  it('hides anything else behind a 500 with a correlation id that the log also gets', () => {
    const reported: Array<{ error: unknown; correlationId: string }> = [];
    const secret = new Error('password authentication failed for user "postgres"');
    const body = toErrorBody(secret, (error, correlationId) =>
      reported.push({ error, correlationId }),
    );
    expect(body).toEqual({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'An unexpected error occurred',
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(JSON.stringify(body)).not.toContain('password');
    expect(reported).toEqual([{ error: secret, correlationId: body.correlationId }]);
  });
});
