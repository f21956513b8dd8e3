import { Inject, Injectable, Logger } from '@nestjs/common';
import { SnapshotCache } from '@shop/nest-kit';
import { PriceCatalogSnapshot } from './price-catalog-snapshot.js';
import { PRICE_CATALOG_SOURCE, type PriceCatalogSource } from './price-catalog-source.js';

/**
 * Materials, price rows and settings held in memory: loaded before the service listens and
 * reloaded when `pricing.prices.changed` arrives, so no quote ever waits for the database.
 * See SnapshotCache for generations, bursts of events and failed reloads.
 */
@Injectable()
export class PriceCatalogService extends SnapshotCache<PriceCatalogSnapshot> {
  constructor(@Inject(PRICE_CATALOG_SOURCE) source: PriceCatalogSource) {
    super({
      name: 'price cache',
      load: async () => {
        const { generation, data } = await source.load();
        return { generation, data: new PriceCatalogSnapshot(data) };
      },
      logger: new Logger('PriceCatalog'),
      describe: (snapshot) => `${snapshot.materials.length} materials`,
    });
  }
}
