import {
  ClosedConnectionError,
  ConnectionError,
  DrainingConnectionError,
  NoRespondersError,
  RequestError,
  TimeoutError,
} from '@nats-io/transport-node';
import { errorBodySchema } from '@shop/contracts';
import { AppError } from '../errors/app-error.js';

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

/** The service a subject belongs to: its first segment (`pricing` of `pricing.price.calculate`). */
export function serviceOfSubject(subject: string): string {
  return subject.split('.', 1)[0] ?? subject;
}

/** The 503 for a service that did not answer. */
export function serviceUnavailable(subject: string): AppError {
  return AppError.unavailable(
    `The ${serviceOfSubject(subject)} service is not available; try again shortly`,
  );
}

/**
 * Turns what a NATS request failed with into what the caller should get:
 * - the ErrorBody a service threw keeps its status, code, message, issues, hint and line;
 * - nobody listening ("no responders"), no reply in time, or NATS itself being away is 503;
 * - anything else (Nest's generic `{ status: 'error', message }` for an exception the service did
 *   not map, or a local bug) stays unknown and ends as a 500 with a correlation id.
 */
export function toServiceError(error: unknown, subject: string): Error {
  const body = errorBodySchema.safeParse(error);
  if (body.success) {
    const { status, code, message, issues, correlationId, hint, findings, line, orderNumber } =
      body.data;
    return new AppError(status, code, message, issues, correlationId, hint, {
      ...(findings ? { findings } : {}),
      ...(line ? { line } : {}),
      ...(orderNumber ? { orderNumber } : {}),
    });
  }
  if (isServiceUnreachableError(error)) return serviceUnavailable(subject);
  if (error instanceof Error) return error;
  return new UnexpectedServiceReplyError(subject, error);
}

/**
 * True when a request went out but its reply did not come in time: unlike "no responders" or a
 * connection that is down, the service may still be doing what it was asked.
 */
export function isReplyTimeout(error: unknown): boolean {
  return error instanceof TimeoutError;
}

/** True when a request failed because nobody answered in time or NATS itself is away. */
export function isServiceUnreachableError(error: unknown): boolean {
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
