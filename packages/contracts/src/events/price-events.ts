import { catalogueSubjects, pricingSubjects } from '../subjects.js';

/**
 * The JetStream stream that keeps every event after which cart prices may be stale: pricing's
 * `pricing.prices.changed` and catalogue's `catalogue.products.changed`. Publishers create or
 * update it at start (the same definition everywhere, so the order services start in does not
 * matter) and publish with a `Nats-Msg-Id` unique per change, which the stream de-duplicates
 * within `duplicateWindowMs`.
 */
export const priceEventsStream = {
  name: 'PRICE_EVENTS',
  subjects: [pricingSubjects.pricesChanged, catalogueSubjects.productsChanged],
  /** Events older than this are dropped; a consumer away longer re-prices on its next event. */
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** A publish retried with the same msg id within this window is stored once. */
  duplicateWindowMs: 2 * 60 * 1000,
} as const;

/**
 * The cart's durable pull consumer on PRICE_EVENTS, shared by all cart replicas: each event
 * reaches one of them, is acknowledged explicitly after it is recorded in Redis, and is delivered
 * again (at most `maxDeliver` times) when no acknowledgement comes within the ack wait.
 */
export const cartPriceEventsConsumer = {
  durableName: 'cart-price-events',
  maxDeliver: 20,
} as const;
