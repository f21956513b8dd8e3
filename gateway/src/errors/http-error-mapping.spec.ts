import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { AppError } from '@shop/nest-kit';
import { describe, expect, it } from '@jest/globals';
import { toHttpErrorResponse } from './http-error-mapping.js';
import { RateLimitedError } from './rate-limited.error.js';

describe('toHttpErrorResponse', () => {
  it('answers an AppError with its own status and body', () => {
    const error = AppError.validation('Invalid input: width', [
      { path: 'width', message: 'Required' },
    ]);
    expect(toHttpErrorResponse(error)).toEqual({
      body: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input: width',
        issues: [{ path: 'width', message: 'Required' }],
      },
      headers: {},
      unexpected: false,
    });
  });

  it('tells the caller when to retry a 503', () => {
    const response = toHttpErrorResponse(AppError.unavailable('pricing is away'));
    expect(response.body).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'pricing is away',
    });
    expect(response.headers).toEqual({ 'retry-after': '5' });
  });

  it('tells a checkout to ask again soon for an order that may still be being placed', () => {
    const pending = toHttpErrorResponse(new AppError(504, 'order_pending', 'still placing'));
    expect(pending.body).toEqual({ status: 504, code: 'order_pending', message: 'still placing' });
    expect(pending.headers).toEqual({ 'retry-after': '2' });
    const inUse = toHttpErrorResponse(new AppError(409, 'idempotency_key_in_use', 'in progress'));
    expect(inUse.headers).toEqual({ 'retry-after': '2' });
    // another 409 is final: no retry
    expect(toHttpErrorResponse(new AppError(409, 'CONFLICT', 'empty')).headers).toEqual({});
  });

  it('names the order a cart went into in a 409 cart_already_ordered', () => {
    const error = new AppError(
      409,
      'cart_already_ordered',
      'ordered',
      undefined,
      undefined,
      undefined,
      {
        orderNumber: 'B-2026-000042',
      },
    );
    expect(toHttpErrorResponse(error).body).toEqual({
      status: 409,
      code: 'cart_already_ordered',
      message: 'ordered',
      orderNumber: 'B-2026-000042',
    });
  });

  it('tells the caller when a rate-limited request may be retried', () => {
    const response = toHttpErrorResponse(new RateLimitedError('Too many attempts', 840));
    expect(response.body).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts',
    });
    expect(response.headers).toEqual({ 'retry-after': '840' });
  });

  it('answers an unknown route with a 404 ErrorBody', () => {
    expect(toHttpErrorResponse(new NotFoundException('Cannot GET /api/nope')).body).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/nope',
    });
  });

  it('rewords a malformed JSON body without naming the framework', () => {
    const cause = Object.assign(new Error('Body is not valid JSON'), {
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    const exception = new BadRequestException('Body is not valid JSON', { cause });
    expect(toHttpErrorResponse(exception).body).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Request body is not valid JSON',
    });
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', () => {
    expect(toHttpErrorResponse(new HttpException('Request body is too large', 413)).body).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
  });

  it('hides an unknown error behind a generic 500 with a correlation id', () => {
    const error = new Error(
      'relation "pricing.material" does not exist\n    at Query.run (pg.js:1)',
    );
    const response = toHttpErrorResponse(error);
    expect(response.unexpected).toBe(true);
    expect(response.body).toEqual({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'An unexpected error occurred',
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/pricing\.material|pg\.js/);
  });

  it('hides a 5xx HttpException too', () => {
    const response = toHttpErrorResponse(
      new HttpException('FST_ERR_HANDLER_TIMEOUT at /srv/app', 500),
    );
    expect(response.body.status).toBe(500);
    expect(response.body.message).toBe('An unexpected error occurred');
  });

  it('gives every unknown error its own correlation id', () => {
    const first = toHttpErrorResponse(new Error('a')).body.correlationId;
    const second = toHttpErrorResponse(new Error('a')).body.correlationId;
    expect(first).not.toBe(second);
  });
});
