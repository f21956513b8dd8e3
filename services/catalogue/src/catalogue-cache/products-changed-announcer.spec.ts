import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { catalogueSubjects, type Product } from '@shop/contracts';
import { JetStreamEventPublisher, type AtGeneration } from '@shop/nest-kit';
import type { CatalogueConfig } from '../config/catalogue-config.js';
import { CatalogueCacheService } from './catalogue-cache.service.js';
import type { CatalogueData } from './catalogue-snapshot.js';
import type { CatalogueSource } from './catalogue-source.js';
import { ProductsChangedAnnouncer } from './products-changed-announcer.js';

const beam: Product = {
  id: 7,
  name: 'IPE 100',
  category: 'i-traeger',
  productType: 'blacha',
  unit: 'Stück',
  inStock: true,
  price: '12.00',
};

/** The stored catalogue, which the test edits like an admin's committed write. */
class EditableCatalogueSource implements CatalogueSource {
  data: CatalogueData = { categories: [], products: [beam] };
  generation = 0;

  load(): Promise<AtGeneration<CatalogueData>> {
    return Promise.resolve({ generation: this.generation, data: structuredClone(this.data) });
  }
}

/** Never used to connect: the publisher is replaced in every test. */
const config = { NATS_URL: 'nats://127.0.0.1:1' } as CatalogueConfig;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ProductsChangedAnnouncer', () => {
  it('reloads its own cache before it publishes the change, so a read on the event sees it', async () => {
    const source = new EditableCatalogueSource();
    const cache = new CatalogueCacheService(source);
    await cache.onModuleInit();
    const priceWhenPublished: string[] = [];
    const publish = jest
      .spyOn(JetStreamEventPublisher.prototype, 'publish')
      .mockImplementation(() => {
        priceWhenPublished.push(cache.snapshot.product(beam.id)!.price);
        return Promise.resolve();
      });
    const announcer = new ProductsChangedAnnouncer(config, cache);

    source.data.products[0]!.price = '13.50';
    await announcer.announce({ change: catalogueSubjects.updateProduct, productId: beam.id });

    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish.mock.calls[0]![0]).toBe(catalogueSubjects.productsChanged);
    expect(priceWhenPublished).toEqual(['13.50']);
    cache.onModuleDestroy();
  });

  it('still publishes when the reload fails, so other replicas and the gateway reload', async () => {
    const source = new EditableCatalogueSource();
    const cache = new CatalogueCacheService(source);
    await cache.onModuleInit();
    const publish = jest
      .spyOn(JetStreamEventPublisher.prototype, 'publish')
      .mockResolvedValue(undefined);
    jest.spyOn(source, 'load').mockRejectedValueOnce(new Error('connection terminated'));
    const announcer = new ProductsChangedAnnouncer(config, cache);

    await announcer.announce({ change: catalogueSubjects.deleteProduct, productId: beam.id });

    expect(publish).toHaveBeenCalledTimes(1);
    cache.onModuleDestroy();
  });
});
