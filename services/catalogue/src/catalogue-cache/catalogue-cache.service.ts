import { Inject, Injectable, Logger } from '@nestjs/common';
import { SnapshotCache } from '@shop/nest-kit';
import { CatalogueSnapshot } from './catalogue-snapshot.js';
import { CATALOGUE_SOURCE, type CatalogueSource } from './catalogue-source.js';

/**
 * Categories and products held in memory: loaded before the service listens and reloaded
 * when `catalogue.products.changed` arrives, so no shop read ever waits for the database.
 * See SnapshotCache for generations, bursts of events and failed reloads.
 */
@Injectable()
export class CatalogueCacheService extends SnapshotCache<CatalogueSnapshot> {
  constructor(@Inject(CATALOGUE_SOURCE) source: CatalogueSource) {
    super({
      name: 'catalogue cache',
      load: async () => {
        const { generation, data } = await source.load();
        return { generation, data: new CatalogueSnapshot(data) };
      },
      logger: new Logger('CatalogueCache'),
      describe: (snapshot) => `${snapshot.products.length} products`,
    });
  }
}
