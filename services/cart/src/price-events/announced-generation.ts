import {
  catalogueSubjects,
  pricesChangedEventSchema,
  pricingSubjects,
  productsChangedEventSchema,
} from '@shop/contracts';
import type { AnnouncedGeneration } from './prices-generation.js';

/**
 * The service and change generation a price event announces, from the message's subject and its
 * body (Nest's event envelope, `{ pattern, data }`). None for an event of an older publisher
 * (without a generation) or one that does not parse: it still makes lines stale.
 */
export function announcedGeneration(
  subject: string,
  body: unknown,
): AnnouncedGeneration | undefined {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : {};
  if (subject === pricingSubjects.pricesChanged) {
    const event = pricesChangedEventSchema.safeParse(data);
    const generation = event.success ? event.data.generation : undefined;
    return generation === undefined ? undefined : { service: 'pricing', generation };
  }
  if (subject === catalogueSubjects.productsChanged) {
    const event = productsChangedEventSchema.safeParse(data);
    const generation = event.success ? event.data.generation : undefined;
    return generation === undefined ? undefined : { service: 'catalogue', generation };
  }
  return undefined;
}
