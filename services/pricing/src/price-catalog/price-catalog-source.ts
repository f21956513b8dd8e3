import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { readChangeGeneration, type AtGeneration } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { MaterialPriceEntity } from '../material-prices/material-price.entity.js';
import { MaterialEntity } from '../materials/material.entity.js';
import { QuantityTierEntity } from '../quantity-tiers/quantity-tier.entity.js';
import { toStoredMaterial } from '../materials/material-texts.js';
import { SystemSettingEntity } from '../system-settings/system-setting.entity.js';
import type { PriceCatalogData } from './price-catalog-snapshot.js';

/** Where the cache loads from. */
export interface PriceCatalogSource {
  load(): Promise<AtGeneration<PriceCatalogData>>;
}

export const PRICE_CATALOG_SOURCE = Symbol('PRICE_CATALOG_SOURCE');

/**
 * Reads the four tables and the change generation in one repeatable-read transaction, so rows
 * and materials agree and the generation is exactly the one of the data read.
 */
@Injectable()
export class DatabasePriceCatalogSource implements PriceCatalogSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(): Promise<AtGeneration<PriceCatalogData>> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const generation = await readChangeGeneration(manager);
      const materials = await manager.find(MaterialEntity, { order: { id: 'ASC' } });
      const prices = await manager.find(MaterialPriceEntity, {
        order: { materialId: 'ASC', thickness: 'ASC' },
      });
      const settings = await manager.find(SystemSettingEntity);
      const tiers = await manager.find(QuantityTierEntity, { order: { minQuantity: 'ASC' } });
      const data = {
        materials: materials.map(toStoredMaterial),
        prices: prices.map(
          ({ id, materialId, thickness, pricePerM2, cuttingLineCost, version }) => ({
            id,
            materialId,
            thickness,
            pricePerM2,
            cuttingLineCost,
            version,
          }),
        ),
        settings: settings.map(({ key, value }) => ({ key, value })),
        quantityTiers: tiers.map(({ minQuantity, discountPercent }) => ({
          minQuantity,
          discountPercent,
        })),
      };
      return { generation, data };
    });
  }
}
