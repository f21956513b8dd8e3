import * as z from 'zod/mini';

/**
 * A service's change generation: a counter that each committed admin write raises by one. Its
 * change event carries the write's generation.
 */
export const changeGenerationSchema = z.int().check(z.nonnegative());

/**
 * The field a request made because of a change event adds: the answering replica serves data at
 * least at this generation (reloading first if its cache is older) or answers 503, never older
 * data. Only for service-to-service messages; HTTP bodies do not take it.
 */
export const atLeastGenerationShape = {
  atLeastGeneration: z.optional(changeGenerationSchema),
};
