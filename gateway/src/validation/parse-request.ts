import { validationErrorBody } from '@shop/contracts';
import { AppError } from '@shop/nest-kit';
import { type z } from 'zod';

/**
 * Parses request input with a contract schema; on failure throws the 400 AppError whose message
 * names every invalid field (`Invalid input: width, thickness`) and whose issues list them.
 */
export function parseRequest<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const body = validationErrorBody(result.error);
  throw AppError.validation(body.message, body.issues ?? []);
}
