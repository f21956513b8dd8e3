import {
  ClosedConnectionError,
  ConnectionError,
  DrainingConnectionError,
  NoRespondersError,
  RequestError,
  TimeoutError,
} from '@nats-io/transport-node';
import { errorBodySchema } from '@shop/contracts';
import { AppError } from '@shop/nest-kit';

/** A service replied, but not with the contract's shape: a bug on one side, answered as 500. */
export class UnexpectedServiceReplyError extends Error {
  constructor(
    readonly subject: string,
    readonly detail: unknown,
  ) {
    // Only logged: the caller gets a generic 500 with a correlation id.
    super(`Unexpected reply on ${subject}: ${JSON.stringify(detail)?.slice(0, 1000)}`);
    this.name = 'UnexpectedServiceReplyError';
  }
}

/** The 503 for a service that did not answer. */
export function serviceUnavailable(subject: string): AppError {
  const service = subject.split('.', 1)[0] ?? subject;
  return AppError.unavailable(`The ${service} service is not available; try again shortly`);
}

/**
 * Turns what a NATS request failed with into what the HTTP caller should get:
 * - the ErrorBody a service threw keeps its status, code, message, issues and hint;
 * - nobody listening ("no responders"), no reply in time, or NATS itself being away is 503;
 * - anything else (Nest's generic `{ status: 'error', message }` for an exception the service did
 *   not map, or a local bug) stays unknown and ends as a 500 with a correlation id.
 */
export function toServiceError(error: unknown, subject: string): Error {
  const body = errorBodySchema.safeParse(error);
  if (body.success) {
    const { status, code, message, issues, correlationId, hint } = body.data;
    return new AppError(status, code, message, issues, correlationId, hint);
  }
  if (isUnavailable(error)) return serviceUnavailable(subject);
  if (error instanceof Error) return error;
  return new UnexpectedServiceReplyError(subject, error);
}

function isUnavailable(error: unknown): boolean {
  return (
    // RequestError wraps "no responders" and requests cancelled by a closing connection.
    error instanceof RequestError ||
    error instanceof NoRespondersError ||
    error instanceof TimeoutError ||
    error instanceof ConnectionError ||
    error instanceof ClosedConnectionError ||
    error instanceof DrainingConnectionError
  );
}
