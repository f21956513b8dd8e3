import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception.js';
import { errorBodySchema } from '@shop/contracts';
import { TimeoutError } from 'rxjs';
import { AppError } from './app-error.js';

/**
 * For NATS clients (the gateway, a service asking another): turns the error of a request-reply
 * observable into an AppError. An ErrorBody from the service keeps its status, code and issues;
 * "no responders" (EmptyResponseException) and rxjs `timeout()` become 503 SERVICE_UNAVAILABLE;
 * anything else is rethrown as it is, for the caller's own 500 handling.
 */
export function rpcErrorToAppError(error: unknown, serviceName: string): AppError {
  const body = errorBodySchema.safeParse(error);
  if (body.success) {
    const { status, code, message, issues } = body.data;
    return new AppError(status, code, message, issues);
  }
  if (error instanceof TimeoutError || error instanceof EmptyResponseException) {
    return AppError.unavailable(`The ${serviceName} service is not available`);
  }
  throw error;
}
