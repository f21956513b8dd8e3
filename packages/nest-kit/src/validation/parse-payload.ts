import { validationErrorBody } from '@shop/contracts';
import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

/**
 * Parses an incoming payload with its contract schema. On failure throws a 400 AppError whose
 * message and issues name every offending field (`Invalid input: width, thickness`).
 */
export function parsePayload<Schema extends z.ZodType>(
  schema: Schema,
  payload: unknown,
): z.output<Schema> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const body = validationErrorBody(result.error);
  throw AppError.validation(body.message, body.issues ?? []);
}

/**
 * The same check as a Nest pipe: `@Payload(new ZodValidationPipe(calculatePriceRequestSchema))`.
 */
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<
  unknown,
  z.output<Schema>
> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    return parsePayload(this.schema, value);
  }
}
