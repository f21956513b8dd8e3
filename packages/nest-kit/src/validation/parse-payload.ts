import { validationErrorBody } from '@shop/contracts';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { AppError } from '../errors/app-error.js';

/**
 * Parses an incoming payload (a NATS message or an HTTP body, query or path) with its contract
 * schema, classic or mini zod alike. On failure throws a 400 AppError whose
 * message and issues name every offending field (`Invalid input: width, thickness`).
 */
export function parsePayload<Schema extends $ZodType>(
  schema: Schema,
  payload: unknown,
): output<Schema> {
  const result = safeParse(schema, payload);
  if (result.success) return result.data;
  const body = validationErrorBody(result.error);
  throw AppError.validation(body.message, body.issues ?? []);
}
