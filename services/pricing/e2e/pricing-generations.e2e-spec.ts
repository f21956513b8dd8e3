import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  pricesChangedEventSchema,
  pricingSubjects,
  updateMaterialPriceRequestSchema,
  type CalculatePriceResponse,
  type PricesChangedEvent,
} from '@shop/contracts';
import { type HeldReloads, holdReloadsOf, request, testNatsAuth } from '@shop/test-kit';
import { MaterialPricesService } from '../src/material-prices/material-prices.service.js';
import { PriceCatalogService } from '../src/price-catalog/price-catalog.service.js';
import {
  PRICE_CATALOG_SOURCE,
  type PriceCatalogSource,
} from '../src/price-catalog/price-catalog-source.js';
import { createPricingMicroservice } from '../src/pricing-microservice.js';
import { pricingInProcess, testConfig } from './pricing-test-environment.js';

// Two pricing replicas over one database. The writer takes the admin's price edits (built, not
// listening, so it answers no quotes); the reader answers every quote, and each of its reloads
// is held back, as on a busy replica. A consumer asks the reader for a quote as soon as the
// change event arrives, as the cart does when it re-prices a sheet line.
const pricing = pricingInProcess('pricing_generations');
const actor = { adminId: 1, username: 'admin' };
const steelId = 2;
const steelSheet = { materialId: steelId, width: 1000, height: 500, thickness: 3 };

let writer: INestMicroservice;
let reader: INestMicroservice;
let client: ClientProxy;
let eventListener: NatsConnection;

/** The reader's reloads, held back while a consumer reads on a change event. */
let reloads: HeldReloads;

beforeAll(async () => {
  const started = await pricing.start();
  ({ client, service: reader } = started);
  writer = await createPricingMicroservice(testConfig(pricing.schema, started.nats.url), false);
  await writer.init();
  reloads = holdReloadsOf(
    reader.get<PriceCatalogSource>(PRICE_CATALOG_SOURCE),
    reader.get(PriceCatalogService),
  );
  eventListener = await connect({ servers: started.nats.url, ...testNatsAuth() });
}, 60_000);

afterAll(async () => {
  reloads?.finish();
  await eventListener?.close();
  await writer?.close();
  await pricing.stop();
});

/**
 * Sets steel 3 mm to `pricePerM2` through the writer and answers the quote the consumer got from
 * the reader on the change event, asking for the event's generation when `askForGeneration`.
 */
async function quoteOnEvent(pricePerM2: number, askForGeneration: boolean) {
  reloads.hold();
  const subscription = eventListener.subscribe(pricingSubjects.pricesChanged, { max: 1 });
  await eventListener.flush();
  const quoted = (async () => {
    for await (const message of subscription) {
      const event: PricesChangedEvent = pricesChangedEventSchema.parse(
        message.json<{ data: unknown }>().data,
      );
      try {
        const quote = await request<CalculatePriceResponse>(
          client,
          pricingSubjects.calculatePrice,
          askForGeneration ? { ...steelSheet, atLeastGeneration: event.generation } : steelSheet,
        );
        return { event, pricePerM2: quote.pricePerM2 };
      } finally {
        reloads.finish();
      }
    }
    throw new Error('no change event arrived');
  })();
  const { version } = writer.get(PriceCatalogService).snapshot.priceRow(steelId, 3)!;
  const updated = await writer
    .get(MaterialPricesService)
    .updateMaterialPrice(
      updateMaterialPriceRequestSchema.parse({ actor, ...steelPrice(pricePerM2), version }),
    );
  expect(updated.outcome).toBe('updated');
  return quoted;
}

const steelPrice = (pricePerM2: number) => ({ materialId: steelId, thickness: 3, pricePerM2 });

describe('change generations across pricing replicas', () => {
  it('shows the race: a quote on the event that names no generation gets the old price from a replica still reloading', async () => {
    const before = reader.get(PriceCatalogService).snapshot.priceRow(steelId, 3)!.pricePerM2;
    const { event, pricePerM2 } = await quoteOnEvent(before + 3, false);
    expect(event.generation).toEqual(expect.any(Number));
    expect(pricePerM2).toBe(before);
  });

  it('never answers a quote that names the event generation with prices from before it', async () => {
    for (const newPrice of [41.5, 42.25, 43]) {
      const { pricePerM2 } = await quoteOnEvent(newPrice, true);
      expect(pricePerM2).toBe(newPrice);
    }
  });
});
