import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import {
  cartSubjects,
  pricingSubjects,
  toMoneyString,
  type CartResponse,
  type SystemSetting,
} from '@shop/contracts';
import { defaultDesignParameters, writeDesignDxf } from '@shop/part-geometry';
import { holeCostOrDefault, priceLaserQuote } from '@shop/shop-rules';
import { randomUUID } from 'node:crypto';
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
  withLaserUploads,
} from '@shop/test-kit';
import { suite } from './support/cart-test-environment.js';

// Laser parts go through the real pricing and cart services: the quote row stands for an upload
// pricing has read (the upload itself is the gateway's laser-quotes suite); its file lies in the
// object store, where pricing reads it again to check the part in the material asked for.
let nats: PrivateNats;
let running: RunningServices<{ pricing: PricingProcess; cart: CartProcess }>;
let pricing: PricingProcess;
let client: ClientProxy;
let steelId: number;
const quoteId = randomUUID();
/** 200 x 100 mm, 1 m of cut, 3 pierces. */
const metrics = {
  cutLengthMm: 1000,
  pierceCount: 3,
  boundingBox: { widthMm: 200, heightMm: 100, minXMm: 0, minYMm: 0 },
  netAreaMm2: 18_000,
  contours: { outer: 1, holes: 2, open: 0 },
  units: 'mm' as const,
};

beforeAll(async () => {
  running = await startOnPrivateNats((natsUrl) => ({
    pricing: new PricingProcess(natsUrl, `${suite}_laser`),
    cart: new CartProcess(natsUrl, `${suite}_laser`),
  }));
  ({
    nats,
    client,
    services: { pricing },
  } = running);
  steelId = await materialIdByName(client, 'steel_s235');
  await storeQuote(quoteId);
}, 90_000);

/**
 * A quote as pricing stores it after reading an upload: its row, and its file, a plain
 * 200 x 100 mm plate fine in every material, in the object store.
 */
async function storeQuote(id: string): Promise<void> {
  const plate = defaultDesignParameters();
  plate.dimensions = { ...plate.dimensions, width: 200, height: 100 };
  await storeLaserUpload(nats.url, `laser/${id}`, new TextEncoder().encode(writeDesignDxf(plate)));
  await queryTestDatabase(
    `INSERT INTO "${pricing.schema}".laser_quotes (id, file_name, object_name, size_bytes,
       cut_length_mm, pierce_count, width_mm, height_mm, min_x_mm, min_y_mm, net_area_mm2, findings)
     VALUES ($1, 'flansch.dxf', $2, 1234, 1000, 3, 200, 100, 0, 0, 18000, '[]')`,
    [id, `laser/${id}`],
  );
}

afterAll(async () => {
  await running?.stop();
}, 30_000);

const laserLine = (line: Record<string, unknown> = {}) => ({
  kind: 'laser',
  quoteId,
  materialId: steelId,
  thickness: 3,
  quantity: 4,
  ...line,
});
const addLine = (cartId: string, line: unknown) =>
  request<CartResponse>(client, cartSubjects.addLine, { cartId, line });

describe('a laser part in the cart', () => {
  it('is stored at the price pricing computes from the stored quote, with its file and size', async () => {
    const holeCost = await request<SystemSetting>(client, pricingSubjects.getSystemSetting, {
      key: 'hole_cost',
    });
    // Stahl S235, 3 mm: 28.90 EUR/m² and 1.20 EUR/m of cut.
    const expected = priceLaserQuote(metrics, {
      pricePerM2: 28.9,
      cuttingLineCost: 1.2,
      holeCost: holeCostOrDefault(holeCost.value),
      quantity: 1,
    });

    const cart = await addLine(randomUUID(), laserLine());

    expect(cart.items).toEqual([
      {
        id: expect.any(String),
        kind: 'laser',
        isCustomDesign: false,
        quoteId,
        materialId: steelId,
        materialName: 'Stahl S235',
        thickness: 3,
        fileName: 'flansch.dxf',
        width: 200,
        height: 100,
        quantity: 4,
        unitPrice: toMoneyString(expected.unitPrice),
        totalPrice: toMoneyString(expected.unitPrice),
        lineTotal: toMoneyString(expected.unitPrice * 4),
        tier: null,
        saving: '0.00',
      },
    ]);
  });

  it('refuses a price from the browser, an unknown quote and a thickness not offered', async () => {
    const withPrice = await requestError(client, cartSubjects.addLine, {
      cartId: randomUUID(),
      line: laserLine({ unitPrice: '0.01' }),
    });
    expect(withPrice.status).toBe(400);

    const unknown = await requestError(client, cartSubjects.addLine, {
      cartId: randomUUID(),
      line: laserLine({ quoteId: randomUUID() }),
    });
    expect(unknown).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const thickness = await requestError(client, cartSubjects.addLine, {
      cartId: randomUUID(),
      line: laserLine({ thickness: 7.77 }),
    });
    expect(thickness).toMatchObject({ status: 400, issues: [{ path: 'thickness' }] });
  });

  it('is refused once its upload has expired, though pricing checked the file before', async () => {
    const expiring = randomUUID();
    await storeQuote(expiring);
    // priced and checked once: pricing keeps the file's findings for these cutting rules
    await addLine(randomUUID(), laserLine({ quoteId: expiring }));
    await withLaserUploads(nats.url, (uploads) => uploads.delete(`laser/${expiring}`));

    const refused = await requestError(client, cartSubjects.addLine, {
      cartId: randomUUID(),
      line: laserLine({ quoteId: expiring }),
    });
    expect(refused).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
