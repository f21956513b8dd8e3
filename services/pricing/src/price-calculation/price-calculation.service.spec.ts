import { describe, expect, it } from '@jest/globals';
import { seedCatalogData } from '../database/seed-catalog-data.js';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';
import { PriceCalculationService } from './price-calculation.service.js';

async function calculationWithSeedPrices() {
  const catalog = new PriceCatalogService({
    load: async () => ({ generation: 0, data: seedCatalogData() }),
  });
  await catalog.onModuleInit();
  return new PriceCalculationService(catalog);
}

describe('PriceCalculationService', () => {
  it('prices 1000 x 500 mm Stahl S235 3 mm from the seed row', async () => {
    const calculation = await calculationWithSeedPrices();
    // area 1.0 m x 0.5 m = 0.5 m² x 28.90 EUR/m² = 14.45 EUR
    // cut 2 x (1000 + 500) mm = 3 m x 1.20 EUR/m = 3.60 EUR; total 18.05 EUR
    expect(calculation.quote({ materialId: 2, width: 1000, height: 500, thickness: 3 })).toEqual({
      outcome: 'priced',
      price: {
        material: { id: 2, displayName: 'Stahl S235' },
        thickness: 3,
        width: 1000,
        height: 500,
        area: 0.5,
        materialCost: 14.45,
        cuttingLength: 3,
        cuttingCost: 3.6,
        pricePerM2: 28.9,
        cuttingLineCost: 1.2,
        totalPrice: 18.05,
      },
    });
  });

  it('prices the cheapest sheet, 250 x 120 mm steel 0.5 mm, to the cent', async () => {
    const calculation = await calculationWithSeedPrices();
    // 0.25 x 0.12 = 0.03 m² x 1.40 = 0.042 -> 0.04 EUR; cut 0.74 m x 0.35 = 0.259 -> 0.26 EUR
    const quote = calculation.quote({ materialId: 2, width: 250, height: 120, thickness: 0.5 });
    expect(quote.outcome === 'priced' && quote.price).toMatchObject({
      area: 0.03,
      materialCost: 0.04,
      cuttingLength: 0.74,
      cuttingCost: 0.26,
      totalPrice: 0.3,
    });
  });

  it('prices Edelstahl 304 2.5 mm with decimal sides', async () => {
    const calculation = await calculationWithSeedPrices();
    // 333.3 x 150.5 = 50161.65 mm² = 0.05016165 m² x 75.80 = 3.80225307 -> 3.80 EUR
    // cut 2 x 483.8 = 967.6 mm = 0.9676 m x 1.40 = 1.35464 -> 1.35 EUR; total 5.15 EUR
    const quote = calculation.quote({ materialId: 3, width: 333.3, height: 150.5, thickness: 2.5 });
    expect(quote.outcome === 'priced' && quote.price).toMatchObject({
      area: 0.050162,
      materialCost: 3.8,
      cuttingLength: 0.9676,
      cuttingCost: 1.35,
      totalPrice: 5.15,
    });
  });

  it('answers unknown-material for a material id that does not exist', async () => {
    const calculation = await calculationWithSeedPrices();
    expect(calculation.quote({ materialId: 42, width: 100, height: 100, thickness: 3 })).toEqual({
      outcome: 'unknown-material',
      materialId: 42,
    });
  });

  it('answers thickness-not-offered with the thicknesses that are', async () => {
    const calculation = await calculationWithSeedPrices();
    const quote = calculation.quote({ materialId: 1, width: 100, height: 100, thickness: 7 });
    expect(quote).toMatchObject({
      outcome: 'thickness-not-offered',
      material: { id: 1, displayName: 'Aluminium 5754' },
      offeredThicknesses: [0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 20],
    });
  });
});
