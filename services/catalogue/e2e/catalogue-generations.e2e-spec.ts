import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  catalogueSubjects,
  createProductRequestSchema,
  productsChangedEventSchema,
  updateProductRequestSchema,
  type GetProductPriceResponse,
  type ProductsChangedEvent,
} from '@shop/contracts';
import { eventually, type HeldReloads, holdReloadsOf, request, testNatsAuth } from '@shop/test-kit';
import { CatalogueCacheService } from '../src/catalogue-cache/catalogue-cache.service.js';
import { CATALOGUE_SOURCE, type CatalogueSource } from '../src/catalogue-cache/catalogue-source.js';
import { createCatalogueMicroservice } from '../src/catalogue-microservice.js';
import { ProductsService } from '../src/products/products.service.js';
import { catalogueInProcess, testConfig } from './catalogue-test-environment.js';

// Two catalogue replicas over one database. The writer takes the admin's writes (it is built but
// does not listen, so it answers no reads); the reader is the replica every read reaches, and
// each of its reloads is held back, as on a busy replica. A consumer reads the product's price
// from the reader as soon as an event arrives, as the cart does when it re-prices.
const catalogue = catalogueInProcess('catalogue_generations');
const actor = { adminId: 1, username: 'admin' };

const bar = {
  name: 'Rundstahl Ø 23 mm S355',
  category: 'rundstaebe',
  subcategory: 'Rundstahl warmgewalzt',
  price: 20,
  sku: 'RD-23-GENERATIONS',
};

let writer: INestMicroservice;
let reader: INestMicroservice;
let client: ClientProxy;
let eventListener: NatsConnection;
let productId: number;

/** The reader's reloads, held back while a consumer reads on a change event. */
let reloads: HeldReloads;

beforeAll(async () => {
  const started = await catalogue.start();
  ({ client, service: reader } = started);
  writer = await createCatalogueMicroservice(testConfig(catalogue.schema, started.nats.url), false);
  await writer.init();
  const readerCache = reader.get(CatalogueCacheService);
  reloads = holdReloadsOf(reader.get<CatalogueSource>(CATALOGUE_SOURCE), readerCache);
  eventListener = await connect({ servers: started.nats.url, ...testNatsAuth() });
  const created = await writer
    .get(ProductsService)
    .createProduct(createProductRequestSchema.parse({ actor, ...bar }));
  if (created.outcome !== 'saved') throw new Error(`seeding the bar: ${created.outcome}`);
  productId = created.product.id;
  await eventually(() => expect(readerCache.snapshot.product(productId)).toBeDefined());
}, 60_000);

afterAll(async () => {
  reloads?.finish();
  await eventListener?.close();
  await writer?.close();
  await catalogue.stop();
});

/**
 * Sets the bar's price through the writer and answers the price the consumer read from the
 * reader on the change event, asking for the event's generation when `askForGeneration`.
 */
async function priceReadOnEvent(price: number, askForGeneration: boolean) {
  reloads.hold();
  const subscription = eventListener.subscribe(catalogueSubjects.productsChanged, { max: 1 });
  await eventListener.flush();
  const readOnEvent = (async () => {
    for await (const message of subscription) {
      const event: ProductsChangedEvent = productsChangedEventSchema.parse(
        message.json<{ data: unknown }>().data,
      );
      try {
        const reply = await request<GetProductPriceResponse>(
          client,
          catalogueSubjects.getProductPrice,
          askForGeneration ? { productId, atLeastGeneration: event.generation } : { productId },
        );
        return { event, price: reply.price };
      } finally {
        reloads.finish();
      }
    }
    throw new Error('no change event arrived');
  })();
  const saved = await writer
    .get(ProductsService)
    .updateProduct(updateProductRequestSchema.parse({ actor, productId, ...bar, price }));
  expect(saved.outcome).toBe('saved');
  return readOnEvent;
}

describe('change generations across catalogue replicas', () => {
  it('shows the race: a read on the event that names no generation gets the old price from a replica still reloading', async () => {
    const { event, price } = await priceReadOnEvent(21.5, false);
    expect(event.generation).toEqual(expect.any(Number));
    expect(price).toBe('20.00');
  });

  it('never answers a read that names the event generation with the catalogue from before it', async () => {
    for (const newPrice of [22.5, 23.75, 24]) {
      const { event, price } = await priceReadOnEvent(newPrice, true);
      expect(price).toBe(newPrice.toFixed(2));
      expect(event.generation).toEqual(expect.any(Number));
    }
  });

  it('counts every write once, in order, in the events it announces', async () => {
    const first = (await priceReadOnEvent(25, true)).event.generation!;
    const second = (await priceReadOnEvent(26, true)).event.generation!;
    expect(second).toBe(first + 1);
  });
});
