import * as z from 'zod/mini';
import { changeGenerationSchema } from '../events/change-generation.js';
import { pricingSubjects } from '../subjects.js';

/**
 * Published after every committed admin write. Listeners reload what they cache; `change` names
 * the admin subject that caused it, for logs only.
 */
export const pricesChangedSubject = pricingSubjects.pricesChanged;
export const pricesChangedEventSchema = z.object({
  change: z.string(),
  /** Unique per change; also the JetStream `Nats-Msg-Id` it is published with. */
  changeId: z.optional(z.string()),
  /** The pricing change generation the write committed; absent from older publishers. */
  generation: z.optional(changeGenerationSchema),
});
export type PricesChangedEvent = z.infer<typeof pricesChangedEventSchema>;
