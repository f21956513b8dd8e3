import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import { AppError } from '@shop/nest-kit';
import { describe, expect, it } from '@jest/globals';
import { TimeoutError } from 'rxjs';
import { UnexpectedServiceReplyError, toServiceError } from './service-error-mapping.js';

const subject = 'pricing.price.calculate';

describe('toServiceError', () => {
  it('keeps the status, code, message and issues of an ErrorBody the service threw', () => {
    const error = toServiceError(
      { status: 404, code: 'NOT_FOUND', message: 'No price for steel_s235 at 7 mm' },
      subject,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).toBody()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No price for steel_s235 at 7 mm',
    });
  });

  it.each([
    ['no responders', new EmptyResponseException(subject)],
    ['a timeout', new TimeoutError()],
    ['a lost NATS connection', 'Error: Connection lost. Trying to reconnect...'],
    ['a closed connection', new Error('Connection closed')],
  ])('answers %s with 503 naming the service', (_label, cause) => {
    const error = toServiceError(cause, subject);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).toBody()).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The pricing service is not available; try again shortly',
    });
  });

  it("leaves Nest's generic error of an unhandled service exception unknown (a 500)", () => {
    const error = toServiceError({ status: 'error', message: 'Internal server error' }, subject);
    expect(error).toBeInstanceOf(UnexpectedServiceReplyError);
    expect(error).not.toBeInstanceOf(AppError);
  });

  it('passes a local bug through unchanged', () => {
    const bug = new TypeError('x is undefined');
    expect(toServiceError(bug, subject)).toBe(bug);
  });
});
