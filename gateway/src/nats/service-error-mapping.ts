import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import { errorBodySchema } from '@shop/contracts';
import { AppError } from '@shop/nest-kit';
import { TimeoutError } from 'rxjs';

/** Error names of the NATS client that mean "the connection is down right now". */
const connectionErrorNames = new Set([
  'ConnectionError',
  'ClosedConnectionError',
  'DrainingConnectionError',
  'NoRespondersError',
  'TimeoutError',
]);

/** A service replied, but not with the contract's shape: a bug on one side, answered as 500. */
export class UnexpectedServiceReplyError extends Error {
  constructor(
    readonly subject: string,
    readonly detail: unknown,
  ) {
    super(`Unexpected reply on ${subject}`);
    this.name = 'UnexpectedServiceReplyError';
  }
}

/**
 * Turns what a NATS request failed with into what the HTTP caller should get:
 * - the ErrorBody a service threw as RpcException keeps its status, code, message and issues;
 * - nobody listening ("no responders"), no reply in time, or NATS itself being away is 503;
 * - anything else (Nest's generic `{ status: 'error', message }` for an unhandled exception in the
 *   service, or a local bug) stays unknown and ends as a 500 with a correlation id.
 */
export function toServiceError(error: unknown, subject: string): Error {
  const body = errorBodySchema.safeParse(error);
  if (body.success) {
    const { status, code, message, issues } = body.data;
    return new AppError(status, code, message, issues);
  }
  if (isUnavailable(error)) {
    return AppError.unavailable(
      `The ${serviceName(subject)} service is not available; try again shortly`,
    );
  }
  if (error instanceof Error) return error;
  return new UnexpectedServiceReplyError(subject, error);
}

function isUnavailable(error: unknown): boolean {
  if (error instanceof TimeoutError || error instanceof EmptyResponseException) return true;
  if (error instanceof Error)
    return connectionErrorNames.has(error.name) || error.message === 'Connection closed';
  // ClientNats rejects with a plain string while it reconnects after losing NATS.
  return typeof error === 'string' && /connection/i.test(error);
}

function serviceName(subject: string): string {
  return subject.split('.', 1)[0] ?? subject;
}
