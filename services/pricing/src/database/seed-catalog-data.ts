import type { PriceCatalogData } from '../price-catalog/price-catalog-snapshot.js';
import { seedMaterials, seedSettings } from './seed-data.js';

/**
 * The seed as a fresh schema holds it (materials numbered 1, 2, 3 in seed order, price rows
 * numbered on), without a database: for unit tests and benchmarks of the in-memory catalogue.
 */
export function seedCatalogData(): PriceCatalogData {
  let priceId = 0;
  return {
    materials: seedMaterials.map((material, index) => ({
      id: index + 1,
      name: material.name,
      displayName: material.displayName,
    })),
    prices: seedMaterials.flatMap((material, index) =>
      material.prices.map((row) => ({ id: ++priceId, materialId: index + 1, ...row, version: 1 })),
    ),
    settings: seedSettings.map((setting) => ({ ...setting })),
    quantityTiers: [],
  };
}
