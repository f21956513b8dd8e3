import type { AddCartLine } from '@shop/contracts';
import type { StoredLine } from '../carts/stored-line.js';
import type { LinePricing } from './line-pricing.service.js';

/**
 * The request a stored line was priced from, rebuilt from its own parameters, so a line is priced
 * again by exactly the code that priced it when it was added. The quantity plays no part in a unit
 * price; 1 only satisfies the contract.
 */
export function addLineFor(line: StoredLine): AddCartLine {
  switch (line.kind) {
    case 'sheet': {
      const { materialId, width, height, thickness } = line;
      return { kind: 'sheet', materialId, width, height, thickness, quantity: 1 };
    }
    case 'design': {
      const { materialId, thickness, designParameters, dxfFile } = line;
      return { kind: 'design', materialId, thickness, designParameters, dxfFile, quantity: 1 };
    }
    case 'product':
      return { kind: 'product', productId: line.productId, quantity: 1 };
    case 'laser': {
      const { quoteId, materialId, thickness } = line;
      return { kind: 'laser', quoteId, materialId, thickness, quantity: 1 };
    }
  }
}

/**
 * What a stale line becomes once priced again under `generation`:
 * - priced: the new data and unit price; when the price differs, the old one is kept as
 *   `previousUnitPrice` so the visitor is told (an earlier note stays until the next change);
 * - refused or out of stock (material, thickness, product or quote gone): the line as it was,
 *   marked unavailable, so it is shown but not charged, and priced again on the next change;
 * - pricing or catalogue not reachable: undefined, the line stays stale and is tried again on the
 *   next read (the visitor sees the price it was added at meanwhile).
 */
export function repricedLine(
  stored: StoredLine,
  pricing: LinePricing,
  generation: number,
): StoredLine | undefined {
  switch (pricing.outcome) {
    case 'priced': {
      const fresh = pricing.line;
      const previousUnitPrice =
        fresh.unitPrice === stored.unitPrice ? stored.previousUnitPrice : stored.unitPrice;
      return {
        ...fresh,
        pricesGeneration: generation,
        ...(previousUnitPrice === undefined ? {} : { previousUnitPrice }),
      };
    }
    case 'refused':
    case 'out-of-stock':
      return { ...stored, pricesGeneration: generation, unavailable: true };
    case 'unavailable':
      return undefined;
  }
}
