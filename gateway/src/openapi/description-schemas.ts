import { errorBodySchema, fieldIssueSchema } from '@shop/contracts';
import * as z from 'zod/mini';

// Schemas that exist only to describe the API: the gateway builds these answers and parts from
// the contracts, but a reader needs them spelled out.

/**
 * What a 400 answers: the ErrorBody with the field issues always present, one per invalid field
 * (`{ path: 'width', message: 'Must be at most 6000 mm' }`).
 */
export const validationErrorBodySchema = z.object({
  ...errorBodySchema.shape,
  status: z.literal(400),
  code: z.literal('VALIDATION_FAILED'),
  issues: z.array(fieldIssueSchema),
});

/** A file sent as one part of a multipart/form-data body; examples name it by its file name. */
export const uploadedFileSchema = z.string();

/** A PDF file the gateway answers with (its bytes, not JSON). */
export const pdfFileSchema = z.string();
