import { randomUUID } from 'node:crypto';
import { RpcException } from '@nestjs/microservices';
import { errorBodySchema, validationErrorBody, type ErrorBody } from '@shop/contracts';
import { $ZodError } from 'zod/v4/core';
import { AppError } from './app-error.js';

/** Receives an error nobody expected, with the correlation id the caller will see. */
export type UnexpectedErrorReporter = (error: unknown, correlationId: string) => void;

/**
 * Maps anything thrown in a handler to the error body on the wire: an AppError keeps its own
 * body, a ZodError becomes a 400 naming every field, an RpcException that already carries an
 * ErrorBody passes through. Anything else is hidden behind a generic 500 with a correlation id,
 * and only the reporter (the log) sees the real error.
 */
export function toErrorBody(error: unknown, reportUnexpected: UnexpectedErrorReporter): ErrorBody {
  if (error instanceof AppError) return error.toBody();
  if (error instanceof $ZodError) return validationErrorBody(error);
  if (error instanceof RpcException) {
    const carried = errorBodySchema.safeParse(error.getError());
    if (carried.success) return carried.data;
  }
  const correlationId = randomUUID();
  reportUnexpected(error, correlationId);
  return {
    status: 500,
    code: 'INTERNAL_ERROR',
    message: 'An unexpected error occurred',
    correlationId,
  };
}
