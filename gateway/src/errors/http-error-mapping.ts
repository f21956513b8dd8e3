import { randomUUID } from 'node:crypto';
import { HttpException } from '@nestjs/common';
import { type ErrorBody, type ErrorCode } from '@shop/contracts';
import { AppError } from '@shop/nest-kit';
import { RateLimitedError } from './rate-limited.error.js';

/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Seconds a checkout waits before asking again for an order that may still be being placed (504
 * `order_pending`, 409 `idempotency_key_in_use`): placing one takes a second or two.
 */
export const ORDER_RETRY_AFTER_SECONDS = 2;

/** What the gateway answers for one failed request. */
export interface HttpErrorResponse {
  body: ErrorBody;
  headers: Record<string, string>;
  /** True when the cause is unknown: the caller logs it with `body.correlationId`. */
  unexpected: boolean;
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Fastify's own client errors, reworded so the body never mentions the framework. */
const messageByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type; send application/json',
};

/**
 * Maps anything thrown while handling a request to the one error shape: our AppError keeps its
 * status and body; a framework HttpException (unknown route, bad JSON, body too large) keeps its
 * 4xx status with a safe message; everything else becomes a generic 500 with a correlation id,
 * so no stack trace, SQL or internal message ever reaches the caller.
 */
export function toHttpErrorResponse(exception: unknown): HttpErrorResponse {
  if (exception instanceof AppError) {
    return withRetryAfter({ body: exception.toBody(), headers: {}, unexpected: false }, exception);
  }
  if (exception instanceof HttpException && exception.getStatus() < 500) {
    const status = exception.getStatus();
    return {
      body: {
        status,
        code: codeByStatus[status] ?? 'VALIDATION_FAILED',
        message: clientMessage(exception),
      },
      headers: {},
      unexpected: false,
    };
  }
  return {
    body: {
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'An unexpected error occurred',
      correlationId: randomUUID(),
    },
    headers: {},
    unexpected: true,
  };
}

function withRetryAfter(response: HttpErrorResponse, exception: AppError): HttpErrorResponse {
  if (exception instanceof RateLimitedError) {
    return {
      ...response,
      headers: { ...response.headers, 'retry-after': String(exception.retryAfterSeconds) },
    };
  }
  const code = response.body.code;
  const seconds =
    code === 'order_pending' || code === 'idempotency_key_in_use'
      ? ORDER_RETRY_AFTER_SECONDS
      : response.body.status === 503
        ? RETRY_AFTER_SECONDS
        : undefined;
  if (seconds === undefined) return response;
  return { ...response, headers: { ...response.headers, 'retry-after': String(seconds) } };
}

function clientMessage(exception: HttpException): string {
  const cause = exception.cause as { code?: unknown } | undefined;
  const fastifyCode = typeof cause?.code === 'string' ? cause.code : undefined;
  if (fastifyCode && messageByFastifyCode[fastifyCode]) return messageByFastifyCode[fastifyCode];
  if (exception.getStatus() === 413) return messageByFastifyCode.FST_ERR_CTP_BODY_TOO_LARGE!;
  return exception.message;
}
