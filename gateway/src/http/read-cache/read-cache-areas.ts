import { catalogueSubjects, pricingSubjects } from '@shop/contracts';
import { type ReadCacheAreaRules, type ReadCacheLimits } from './read-cache.js';

const MINUTE_MS = 60_000;

/** Reads that began within this time after a change event are answered but not kept. */
const SETTLE_AFTER_CHANGE_MS = 1_000;

/**
 * The areas of cached public reads, each with the event that makes its answers stale.
 * - pricing: materials, their price rows and the price settings (`pricing.prices.changed`);
 * - catalogue: categories (with their product counts) and products (`catalogue.products.changed`);
 *   an event drops the whole area, since a product's change also changes its category's lists
 *   and count;
 * - blog: posts have no change event (they are seeded at the content service's start and never
 *   written at run time), so they are kept for one minute: a redeployed content service with new
 *   posts is seen within a minute, without a gateway restart.
 */
export const readCacheAreas = {
  pricing: {
    changedBy: pricingSubjects.pricesChanged,
    maxAgeMs: 5 * MINUTE_MS,
    settleMs: SETTLE_AFTER_CHANGE_MS,
  },
  catalogue: {
    changedBy: catalogueSubjects.productsChanged,
    maxAgeMs: 5 * MINUTE_MS,
    settleMs: SETTLE_AFTER_CHANGE_MS,
  },
  blog: { changedBy: undefined, maxAgeMs: MINUTE_MS, settleMs: 0 },
} as const satisfies Record<string, ReadCacheAreaRules & { changedBy: string | undefined }>;

export type ReadCacheArea = keyof typeof readCacheAreas;

/**
 * Enough for every public read of the shop in every language many times over (the largest, all
 * products, is a few hundred KB); a flood of made-up query strings only pushes out old entries.
 */
export const readCacheLimits: ReadCacheLimits = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 };
