import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import {
  cartSubjects,
  laserFileCheckBudgetMs,
  pricingSubjects,
  type CartResponse,
  type LaserQuoteResponse,
} from '@shop/contracts';
import { defaultDesignParameters, writeDesignDxf } from '@shop/part-geometry';
import {
  CartProcess,
  materialIdByName,
  PricingProcess,
  type PrivateNats,
  queryTestDatabase,
  request,
  requestError,
  type RunningServices,
  startOnPrivateNats,
  storeLaserUpload,
} from '@shop/test-kit';
import { randomUUID } from 'node:crypto';
import { suite } from './support/cart-test-environment.js';

// A part quoted from an uploaded DXF goes into the cart without pricing reading its file again:
// the findings of the material and thickness it was quoted in are kept with the quote. Reading a
// file is made slow here (LASER_UPLOAD_READ_DELAY_MS), longer than the cart's usual 1.5 s wait
// for pricing, as on a cold machine or with a large file.
let nats: PrivateNats;
let running: RunningServices<{ pricing: PricingProcess; cart: CartProcess }>;
let pricing: PricingProcess;
let client: ClientProxy;
let steelId: number;
let quote: LaserQuoteResponse;

/** 200 x 100 mm, no holes: fine in every thickness steel is offered in. */
const plate = (() => {
  const design = defaultDesignParameters();
  design.dimensions = { ...design.dimensions, width: 200, height: 100 };
  return new TextEncoder().encode(writeDesignDxf(design));
})();
/** What pricing may take to check this small file again: 4.4 s. */
const plateBudgetMs = laserFileCheckBudgetMs(plate.byteLength);

/** Pricing started again, every read of an uploaded file now taking `delayMs` first. */
async function restartPricingWithSlowReads(delayMs: number): Promise<void> {
  await pricing.stop();
  pricing.withEnv({ LASER_UPLOAD_READ_DELAY_MS: String(delayMs) });
  await pricing.start();
}

const addLaser = (thickness: number, timeoutMs = 60_000) =>
  request<CartResponse>(
    client,
    cartSubjects.addLine,
    {
      cartId: randomUUID(),
      line: { kind: 'laser', quoteId: quote.quoteId, materialId: steelId, thickness, quantity: 2 },
    },
    timeoutMs,
  );

beforeAll(async () => {
  running = await startOnPrivateNats((natsUrl) => ({
    pricing: new PricingProcess(natsUrl, `${suite}_kept`),
    cart: new CartProcess(natsUrl, `${suite}_kept`),
  }));
  ({
    nats,
    client,
    services: { pricing },
  } = running);
  steelId = await materialIdByName(client, 'steel_s235');
  const objectName = `laser/${randomUUID()}`;
  await storeLaserUpload(nats.url, objectName, plate);
  // As the laser page quotes a file once a material and thickness are chosen.
  quote = await request<LaserQuoteResponse>(client, pricingSubjects.quoteLaser, {
    objectName,
    fileName: 'platte.dxf',
    sizeBytes: plate.byteLength,
    materialId: steelId,
    thickness: 3,
    quantity: 2,
  });
}, 90_000);

afterAll(async () => {
  await running?.stop();
}, 30_000);

describe('a quoted laser part added to the cart', () => {
  it('keeps the findings of the thickness it was quoted in with the quote, in the database', async () => {
    const rows = await queryTestDatabase(
      `SELECT rules, findings FROM "${pricing.schema}".laser_quote_findings WHERE quote_id = $1`,
      [quote.quoteId],
    );
    expect(rows).toEqual([
      {
        rules: {
          thicknessMm: 3,
          minHoleFactor: 1,
          maxSheetWidthMm: 3000,
          maxSheetHeightMm: 1500,
        },
        findings: [],
      },
    ]);
  });

  it('is added from those findings after a restart, though reading its file would take 30 s', async () => {
    // a read would run past the file's 4.4 s budget and be answered 503
    await restartPricingWithSlowReads(30_000);

    const cartAfter = await addLaser(3, 10_000);

    expect(cartAfter.items).toMatchObject([
      { kind: 'laser', quoteId: quote.quoteId, thickness: 3, quantity: 2, fileName: 'platte.dxf' },
    ]);
  }, 60_000);

  it('in a thickness not checked yet, waits for its file within the budget of its size, longer than the cart waits otherwise', async () => {
    const delayMs = 2500;
    expect(delayMs).toBeGreaterThan(1500); // the cart's PRICE_REQUEST_TIMEOUT_MS
    expect(delayMs).toBeLessThan(plateBudgetMs);
    await restartPricingWithSlowReads(delayMs);

    const startedAt = Date.now();
    const cartAfter = await addLaser(4);

    // the file really was read again (it took the delay), and the part is in the cart
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(delayMs);
    expect(cartAfter.items).toMatchObject([{ kind: 'laser', thickness: 4, quantity: 2 }]);
  }, 60_000);

  it('past its budget is answered 503, and the check goes on, so the next try adds it', async () => {
    await restartPricingWithSlowReads(plateBudgetMs + 1500);

    const tooSlow = await requestError(
      client,
      cartSubjects.addLine,
      {
        cartId: randomUUID(),
        line: {
          kind: 'laser',
          quoteId: quote.quoteId,
          materialId: steelId,
          thickness: 5,
          quantity: 1,
        },
      },
      60_000,
    );
    expect(tooSlow).toMatchObject({ status: 503 });

    // the same check, still going on, is joined, and then kept
    const cartAfter = await addLaser(5);
    expect(cartAfter.items).toMatchObject([{ kind: 'laser', thickness: 5 }]);
    const again = await addLaser(5, 10_000);
    expect(again.items).toMatchObject([{ kind: 'laser', thickness: 5 }]);
  }, 60_000);
});
