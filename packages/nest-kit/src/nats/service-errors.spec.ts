import { describe, expect, it } from '@jest/globals';
import {
  ClosedConnectionError,
  NoRespondersError,
  RequestError,
  TimeoutError,
} from '@nats-io/transport-node';
import { AppError } from '../errors/app-error.js';
import { UnexpectedServiceReplyError, toServiceError } from './service-errors.js';

const subject = 'pricing.price.calculate';

describe('toServiceError', () => {
  it('keeps the status, code, message and issues of an ErrorBody the service threw', () => {
    const error = toServiceError(
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input: thickness',
        issues: [{ path: 'thickness', message: 'Not offered in 3.33 mm' }],
      },
      subject,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).toBody()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: thickness',
      issues: [{ path: 'thickness', message: 'Not offered in 3.33 mm' }],
    });
  });

  it("keeps a service 500's correlation id, so the caller can quote it", () => {
    const body = {
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal error',
      correlationId: '0b6f3c1e-7d8a-4a53-9f1e-2c4d5e6f7a8b',
    } as const;
    expect((toServiceError(body, subject) as AppError).toBody()).toEqual(body);
  });

  it.each([
    ['no responders', new RequestError('no responders', { cause: new NoRespondersError(subject) })],
    ['a timeout', new TimeoutError()],
    ['a request cancelled by a closing connection', new RequestError('cancelled')],
    ['a closed connection', new ClosedConnectionError()],
  ])('answers %s with 503 naming the service', (_label, cause) => {
    const error = toServiceError(cause, subject);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).toBody()).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The pricing service is not available; try again shortly',
    });
  });

  it("leaves Nest's generic error of an unmapped service exception unknown (a 500)", () => {
    const error = toServiceError({ status: 'error', message: 'Internal server error' }, subject);
    expect(error).toBeInstanceOf(UnexpectedServiceReplyError);
    expect(error).not.toBeInstanceOf(AppError);
  });

  it('passes a local bug through unchanged', () => {
    const bug = new TypeError('x is undefined');
    expect(toServiceError(bug, subject)).toBe(bug);
  });
});
