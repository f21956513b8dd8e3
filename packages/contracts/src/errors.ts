import * as z from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import { manufacturabilityFindingsSchema } from './parts/manufacturability.js';

/** Why an uploaded DXF cannot be quoted (answered 422); the same codes as part-geometry's DxfFailureCode. */
export const laserFailureCodes = [
  'empty',
  'not_dxf',
  'malformed',
  'no_geometry',
  'unsupported_binary_dxf',
  'too_complex',
] as const;
export type LaserFailureCode = (typeof laserFailureCodes)[number];

/** One field-level problem, e.g. `{ path: 'width', message: 'Must be greater than 0' }`. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Machine-readable error codes shared by the gateway and the services. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'CONFLICT',
  // An admin edit named a row version someone else has changed since (409; reload and redo).
  'VERSION_CONFLICT',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // A DXF upload that cannot be quoted (422): part-geometry's DxfFailureCode.
  ...laserFailureCodes,
  // A part the laser cannot make (409, with `findings`): it never goes into the cart.
  'part_not_manufacturable',
  // A part with warnings added without the customer confirming them (409, with `findings`).
  'confirmation_required',
  // Every line of the cart was ordered already, by `orderNumber` (409): one cart, one order.
  'cart_already_ordered',
  // An order with this Idempotency-Key is still being placed (409, with Retry-After).
  'idempotency_key_in_use',
  // This Idempotency-Key was used before with another body (422).
  'idempotency_key_reused',
  // The gateway stopped waiting while the order may still be placed (504, with Retry-After):
  // ask again with the same Idempotency-Key.
  'order_pending',
  // A prepayment order goes into production only once its payment is recorded (409).
  'payment_not_received',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * The one error shape on every wire: NATS replies carry it, and the gateway answers HTTP with
 * `status` as the status code and this object as the JSON body.
 */
export const errorBodySchema = z.object({
  status: z.int().check(z.gte(400), z.lte(599)),
  code: errorCodeSchema,
  message: z.string(),
  issues: z.optional(z.array(fieldIssueSchema)),
  /** What the visitor can do about it, e.g. "Save the drawing as DXF" for a DWG upload. */
  hint: z.optional(z.string()),
  correlationId: z.optional(z.string()),
  /** The manufacturability findings a 409 `part_not_manufacturable` or `confirmation_required` is about. */
  findings: z.optional(manufacturabilityFindingsSchema),
  /** For an uploaded file refused as `malformed`: the 1-based line where reading stopped. */
  line: z.optional(z.int().check(z.gte(1))),
  /** The order a 409 `cart_already_ordered` names: the one the cart's lines went into. */
  orderNumber: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns zod issues into field issues with dotted paths ("dimensions.width"). */
export function toFieldIssues(error: $ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code !== 'unrecognized_keys')
      return [{ path: path.join('.'), message: issue.message }];
    // One issue per unknown field, so each is named like any other invalid field.
    return issue.keys.map((key) => ({
      path: [...path, key].join('.'),
      message: `Unrecognized key: "${key}"`,
    }));
  });
}

/** Builds the 400 body for a failed validation, with a message that names every field. */
export function validationErrorBody(error: $ZodError): ErrorBody {
  const issues = toFieldIssues(error);
  const fields = [...new Set(issues.map((issue) => issue.path).filter(Boolean))];
  return {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: fields.length ? `Invalid input: ${fields.join(', ')}` : 'Invalid input',
    issues,
  };
}
