import { describe, expect, it } from '@jest/globals';
import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import { TimeoutError } from 'rxjs';
import { rpcErrorToAppError } from './rpc-error-to-app-error.js';

describe('rpcErrorToAppError', () => {
  it('rebuilds the AppError a service sent as its error body', () => {
    const error = rpcErrorToAppError(
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input: width',
        issues: [{ path: 'width', message: 'Must be at least 1 mm' }],
      },
      'pricing',
    );
    expect(error.toBody()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: width',
      issues: [{ path: 'width', message: 'Must be at least 1 mm' }],
    });
  });

  it('answers 503 when no service is subscribed or the reply times out', () => {
    for (const error of [
      new EmptyResponseException('pricing.price.calculate'),
      new TimeoutError(),
    ]) {
      expect(rpcErrorToAppError(error, 'pricing').toBody()).toEqual({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The pricing service is not available',
      });
    }
  });

  it('rethrows errors it does not know', () => {
    const unknown = new Error('socket hang up');
    expect(() => rpcErrorToAppError(unknown, 'pricing')).toThrow(unknown);
  });
});
