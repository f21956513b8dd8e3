import { z } from 'zod';

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
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * The one error shape on every wire: NATS replies carry it, and the gateway answers HTTP with
 * `status` as the status code and this object as the JSON body.
 */
export const errorBodySchema = z.object({
  status: z.number().int().min(400).max(599),
  code: errorCodeSchema,
  message: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
  correlationId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns zod issues into field issues with dotted paths ("dimensions.width"). */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const path = [...issue.path.map(String), ...(keys.length === 1 ? keys : [])].join('.');
    return { path: path || (keys.length ? keys.join(',') : ''), message: issue.message };
  });
}

/** Builds the 400 body for a failed validation, with a message that names every field. */
export function validationErrorBody(error: z.ZodError): ErrorBody {
  const issues = toFieldIssues(error);
  const fields = [...new Set(issues.map((issue) => issue.path).filter(Boolean))];
  return {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: fields.length ? `Invalid input: ${fields.join(', ')}` : 'Invalid input',
    issues,
  };
}
