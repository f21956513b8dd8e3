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
import type pg from 'pg';
import {
  connectTestDatabase,
  dropSchema,
  eventually,
  type PrivateNats,
  startPrivateNats,
  testNatsAuth,
  throwAwaySchemaName,
} from '@shop/test-kit';
import { CatalogueCacheService } from '../src/catalogue-cache/catalogue-cache.service.js';
import { CATALOGUE_SOURCE, type CatalogueSource } from '../src/catalogue-cache/catalogue-source.js';
import { createCatalogueMicroservice } from '../src/catalogue-microservice.js';
import { ProductsService } from '../src/products/products.service.js';
import {
  connectNatsClient,
  request,
  startCatalogueService,
  testConfig,
} from './catalogue-test-environment.js';

// Two catalogue replicas over one database. The writer takes the admin's writes (it is built but
// does not listen, so it answers no reads); the reader is the replica every read reaches, and
// each of its reloads is held back, as on a busy replica. A consumer reads the product's price
// from the reader as soon as an event arrives, as the cart does when it re-prices.
const schema = throwAwaySchemaName('catalogue_generations');
const actor = { adminId: 1, username: 'admin' };
/** Well below the replica's bounded wait for a generation (1 s), even after two reloads. */
const READER_RELOAD_DELAY_MS = 250;

const bar = {
  name: 'Rundstahl Ø 23 mm S355',
  category: 'rundstaebe',
  subcategory: 'Rundstahl warmgewalzt',
  price: 20,
  sku: 'RD-23-GENERATIONS',
};

let nats: PrivateNats;
let database: pg.Client;
let writer: INestMicroservice;
let reader: INestMicroservice;
let client: ClientProxy;
let eventListener: NatsConnection;
let productId: number;

beforeAll(async () => {
  nats = await startPrivateNats();
  database = await connectTestDatabase();
  writer = await createCatalogueMicroservice(testConfig(schema, nats.url), false);
  await writer.init();
  reader = await startCatalogueService(schema, nats.url);
  const source = reader.get<CatalogueSource>(CATALOGUE_SOURCE);
  const load = source.load.bind(source);
  source.load = async () => {
    const read = await load();
    await new Promise((resolve) => setTimeout(resolve, READER_RELOAD_DELAY_MS));
    return read;
  };
  client = await connectNatsClient(nats.url);
  eventListener = await connect({ servers: nats.url, ...testNatsAuth() });
  const created = await writer
    .get(ProductsService)
    .createProduct(createProductRequestSchema.parse({ actor, ...bar }));
  if (created.outcome !== 'saved') throw new Error(`seeding the bar: ${created.outcome}`);
  productId = created.product.id;
  const readerCache = reader.get(CatalogueCacheService);
  await eventually(() => expect(readerCache.snapshot.product(productId)).toBeDefined());
}, 60_000);

afterAll(async () => {
  await eventListener?.close();
  await client?.close();
  await reader?.close();
  await writer?.close();
  if (database) {
    await dropSchema(schema, database);
    await database.end();
  }
  await nats?.stop();
});

/**
 * Sets the bar's price through the writer and answers the price the consumer read from the
 * reader on the change event, asking for the event's generation when `askForGeneration`.
 */
async function priceReadOnEvent(price: number, askForGeneration: boolean) {
  const subscription = eventListener.subscribe(catalogueSubjects.productsChanged, { max: 1 });
  await eventListener.flush();
  const readOnEvent = (async () => {
    for await (const message of subscription) {
      const event: ProductsChangedEvent = productsChangedEventSchema.parse(
        message.json<{ data: unknown }>().data,
      );
      const reply = await request<GetProductPriceResponse>(
        client,
        catalogueSubjects.getProductPrice,
        askForGeneration ? { productId, atLeastGeneration: event.generation } : { productId },
      );
      return { event, price: reply.price };
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
