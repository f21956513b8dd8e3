import * as z from 'zod/mini';
import { changeGenerationSchema } from '../events/change-generation.js';
import { catalogueSubjects } from '../subjects.js';

/**
 * `catalogue.products.changed`: published after every committed admin write of products or
 * dimensions. Listeners reload what they cache; `change` names the admin subject that caused
 * it, `productId` the product when one was written.
 */
export const productsChangedSubject = catalogueSubjects.productsChanged;
export const productsChangedEventSchema = z.object({
  change: z.string(),
  /** Unique per change; also the JetStream `Nats-Msg-Id` it is published with. */
  changeId: z.optional(z.string()),
  productId: z.optional(z.int().check(z.positive())),
  /** The catalogue change generation the write committed; absent from older publishers. */
  generation: z.optional(changeGenerationSchema),
});
export type ProductsChangedEvent = z.infer<typeof productsChangedEventSchema>;
