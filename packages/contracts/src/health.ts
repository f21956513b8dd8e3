import * as z from 'zod/mini';

export const dependencyStatusSchema = z.enum(['up', 'down']);
export type DependencyStatus = z.infer<typeof dependencyStatusSchema>;

/** What a service answers on `<service>.health.check`. */
export const serviceHealthSchema = z.object({
  service: z.string(),
  status: dependencyStatusSchema,
  dependencies: z.record(z.string(), dependencyStatusSchema),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** `GET /api/health`: 200 when everything is up, 503 otherwise, with the same body. */
export const healthResponseSchema = z.object({
  status: dependencyStatusSchema,
  checks: z.record(z.string(), dependencyStatusSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
