import { adminActorSchema } from '@shop/contracts';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { AppError } from '../errors/app-error.js';
import { parsePayload } from '../validation/parse-payload.js';

/**
 * Parses an admin message: first the gateway's `actor` (without a valid one the caller is not a
 * signed-in admin: 401, whatever else the message holds), then the fields (400 naming each).
 */
export function parseAdminRequest<Schema extends $ZodType>(
  schema: Schema,
  payload: unknown,
): output<Schema> {
  const actor = (payload as { actor?: unknown } | null | undefined)?.actor;
  if (!safeParse(adminActorSchema, actor).success) {
    throw new AppError(401, 'UNAUTHORIZED', 'An admin session is required');
  }
  return parsePayload(schema, payload);
}
