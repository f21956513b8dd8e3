import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import {
  cartSubjects,
  MAX_CART_LINES,
  type AddCartLine,
  type CartResponse,
  type ServiceHealth,
} from '@shop/contracts';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import {
  CartProcess,
  connectNatsClient,
  materialIdByName,
  PricingProcess,
  type PrivateNats,
  request,
  requestError,
  type RunningServices,
  startOnPrivateNats,
} from '@shop/test-kit';
import { connectRedis, suite } from './support/cart-test-environment.js';

let nats: PrivateNats;
let running: RunningServices<{ pricing: PricingProcess; cart: CartProcess }>;
let cart: CartProcess;
let client: ClientProxy;
let redis: Redis;
let steelId: number;

beforeAll(async () => {
  running = await startOnPrivateNats((natsUrl) => ({
    pricing: new PricingProcess(natsUrl, suite),
    cart: new CartProcess(natsUrl, suite),
  }));
  ({
    nats,
    client,
    services: { cart },
  } = running);
  redis = connectRedis();
  steelId = await materialIdByName(client, 'steel_s235');
}, 90_000);

afterAll(async () => {
  redis?.disconnect();
  await running?.stop();
}, 30_000);

/** Stahl S235, 3 mm: 28.90 EUR/m² and 1.20 EUR/m of cut. */
const steelSheet = (width: number, height: number, quantity = 1): AddCartLine => ({
  kind: 'sheet',
  materialId: steelId,
  width,
  height,
  thickness: 3,
  quantity,
});

const getCart = (cartId: string) => request<CartResponse>(client, cartSubjects.getCart, { cartId });
const addLine = (cartId: string, line: unknown) =>
  request<CartResponse>(client, cartSubjects.addLine, { cartId, line });
const updateLine = (cartId: string, lineId: string, quantity: unknown) =>
  request<CartResponse>(client, cartSubjects.updateLine, { cartId, lineId, quantity });
const removeLine = (cartId: string, lineId: string) =>
  request<CartResponse>(client, cartSubjects.removeLine, { cartId, lineId });

describe('a cart over NATS', () => {
  it('is empty for a visitor who never added anything', async () => {
    expect(await getCart(randomUUID())).toEqual({
      items: [],
      totalQuantity: 0,
      summary: { subtotal: '0.00', minimumOrderValue: '25.00', surcharge: '0.00', total: '0.00' },
    });
  });

  it('prices a sheet on the server and makes the order up to 25 EUR', async () => {
    const cartId = randomUUID();
    // 1000 x 500 mm: 0.5 m² x 28.90 = 14.45; cut 3 m x 1.20 = 3.60; unit price 18.05
    const added = await addLine(cartId, steelSheet(1000, 500));
    expect(added.items).toEqual([
      {
        id: expect.any(String),
        kind: 'sheet',
        quantity: 1,
        totalPrice: '18.05',
        unitPrice: '18.05',
        lineTotal: '18.05',
        isCustomDesign: false,
        materialId: steelId,
        materialName: 'Stahl S235',
        width: 1000,
        height: 500,
        thickness: 3,
        pricePerM2: '28.90',
        // no quantity discounts by default
        tier: null,
        saving: '0.00',
      },
    ]);
    // 25.00 - 18.05 = 6.95
    expect(added.summary).toEqual({
      subtotal: '18.05',
      minimumOrderValue: '25.00',
      surcharge: '6.95',
      total: '25.00',
    });
    expect(await getCart(cartId)).toEqual(added);
  });

  it('drops the surcharge once a quantity change lifts the subtotal over 25 EUR', async () => {
    const cartId = randomUUID();
    const { items } = await addLine(cartId, steelSheet(1000, 500));
    const updated = await updateLine(cartId, items[0]!.id, 2);
    // 2 x 18.05 = 36.10
    expect(updated.items[0]).toMatchObject({ quantity: 2, unitPrice: '18.05', lineTotal: '36.10' });
    expect(updated.totalQuantity).toBe(2);
    expect(updated.summary).toEqual({
      subtotal: '36.10',
      minimumOrderValue: '25.00',
      surcharge: '0.00',
      total: '36.10',
    });
  });

  it('keeps lines in the order they were added and sums them', async () => {
    const cartId = randomUUID();
    await addLine(cartId, steelSheet(1000, 500, 1));
    // 200 x 100 mm: 0.02 m² x 28.90 = 0.578 -> 0.58; cut 0.6 m x 1.20 = 0.72; unit price 1.30
    const cartNow = await addLine(cartId, steelSheet(200, 100, 3));
    expect(cartNow.items).toMatchObject([
      { width: 1000, unitPrice: '18.05', lineTotal: '18.05' },
      { width: 200, unitPrice: '1.30', lineTotal: '3.90' },
    ]);
    // 18.05 + 3.90 = 21.95; surcharge 3.05
    expect(cartNow.totalQuantity).toBe(4);
    expect(cartNow.summary).toMatchObject({ subtotal: '21.95', surcharge: '3.05', total: '25.00' });
  });

  it('removes a line and answers 404 for it afterwards', async () => {
    const cartId = randomUUID();
    await addLine(cartId, steelSheet(1000, 500));
    const { items } = await addLine(cartId, steelSheet(200, 100));
    const afterRemoval = await removeLine(cartId, items[0]!.id);
    expect(afterRemoval.items.map((item) => item.id)).toEqual([items[1]!.id]);

    const again = await requestError(client, cartSubjects.removeLine, {
      cartId,
      lineId: items[0]!.id,
    });
    expect(again).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const update = await requestError(client, cartSubjects.updateLine, {
      cartId,
      lineId: items[0]!.id,
      quantity: 2,
    });
    expect(update).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await getCart(cartId)).items).toHaveLength(1);
  });

  it("answers 404 for another visitor's line and leaves it alone", async () => {
    const owner = randomUUID();
    const { items } = await addLine(owner, steelSheet(1000, 500));
    const stranger = randomUUID();
    const lineId = items[0]!.id;
    expect(
      await requestError(client, cartSubjects.updateLine, {
        cartId: stranger,
        lineId,
        quantity: 9,
      }),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(
      await requestError(client, cartSubjects.removeLine, { cartId: stranger, lineId }),
    ).toMatchObject({ status: 404 });
    expect((await getCart(owner)).items[0]).toMatchObject({ id: lineId, quantity: 1 });
  });
});

describe('lines an order was placed from', () => {
  it('takes exactly those lines out, answers the cart, and takes them out again without error', async () => {
    const orders = await connectNatsClient(nats.url, { user: 'orders' });
    try {
      const cartId = randomUUID();
      await addLine(cartId, steelSheet(1000, 500));
      await addLine(cartId, steelSheet(200, 100));
      const { items } = await addLine(cartId, steelSheet(300, 300));
      const ordered = [items[0]!.id, items[2]!.id];
      const remove = () =>
        request<CartResponse>(orders, cartSubjects.removeOrderedLines, {
          cartId,
          lineIds: ordered,
        });
      expect((await remove()).items.map((item) => item.id)).toEqual([items[1]!.id]);
      expect((await remove()).items.map((item) => item.id)).toEqual([items[1]!.id]);
      expect((await getCart(cartId)).items.map((item) => item.id)).toEqual([items[1]!.id]);
    } finally {
      await orders.close();
    }
  });

  it('refuses an id that is not a line id with 400', async () => {
    const orders = await connectNatsClient(nats.url, { user: 'orders' });
    try {
      const refused = await requestError(orders, cartSubjects.removeOrderedLines, {
        cartId: randomUUID(),
        lineIds: ['not a line'],
      });
      expect(refused).toMatchObject({ status: 400 });
    } finally {
      await orders.close();
    }
  });
});

describe("the price is always the server's", () => {
  it('has no price field at all: a line with totalPrice 0.01 is refused and nothing stored', async () => {
    const cartId = randomUUID();
    const error = await requestError(client, cartSubjects.addLine, {
      cartId,
      line: { ...steelSheet(1000, 500), totalPrice: 0.01, pricePerM2: 0.01 },
    });
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(error.issues?.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['line.totalPrice', 'line.pricePerM2']),
    );
    expect((await getCart(cartId)).items).toEqual([]);
  });

  it('passes on what pricing says about a material or thickness it does not offer', async () => {
    const cartId = randomUUID();
    expect(
      await requestError(client, cartSubjects.addLine, {
        cartId,
        line: { ...steelSheet(1000, 500), materialId: 999_999 },
      }),
    ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const thickness = await requestError(client, cartSubjects.addLine, {
      cartId,
      line: { ...steelSheet(1000, 500), thickness: 3.3 },
    });
    expect(thickness).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(thickness.issues?.[0]?.path).toBe('thickness');
    expect((await getCart(cartId)).items).toEqual([]);
  });
});

describe('quantities', () => {
  it.each([0, -1, 1.5, '1e9', 2 ** 53, null, 10_001])(
    'refuses the quantity %p and changes nothing',
    async (quantity) => {
      const cartId = randomUUID();
      const { items } = await addLine(cartId, steelSheet(1000, 500));
      const update = await requestError(client, cartSubjects.updateLine, {
        cartId,
        lineId: items[0]!.id,
        quantity,
      });
      expect(update).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(update.issues?.map((issue) => issue.path)).toContain('quantity');
      const add = await requestError(client, cartSubjects.addLine, {
        cartId,
        line: { ...steelSheet(1000, 500), quantity },
      });
      expect(add).toMatchObject({ status: 400 });
      expect((await getCart(cartId)).items).toMatchObject([{ quantity: 1 }]);
    },
  );

  it('accepts 1 and 10000', async () => {
    const cartId = randomUUID();
    const { items } = await addLine(cartId, steelSheet(200, 100, 10_000));
    // 10000 x 1.30 = 13000.00
    expect(items[0]).toMatchObject({ quantity: 10_000, lineTotal: '13000.00' });
    const lowered = await updateLine(cartId, items[0]!.id, 1);
    expect(lowered.items[0]).toMatchObject({ quantity: 1, lineTotal: '1.30' });
  });
});

describe('concurrent changes to one cart', () => {
  it('keeps all 50 lines when 50 are added at once', async () => {
    const cartId = randomUUID();
    await Promise.all(Array.from({ length: 50 }, () => addLine(cartId, steelSheet(200, 100))));
    const result = await getCart(cartId);
    expect(result.items).toHaveLength(50);
    expect(new Set(result.items.map((item) => item.id)).size).toBe(50);
    expect(result.totalQuantity).toBe(50);
    // 50 x 1.30 = 65.00
    expect(result.summary.subtotal).toBe('65.00');
  });

  it('never brings back a line that a racing removal took out', async () => {
    const cartId = randomUUID();
    const lines = await Promise.all(
      Array.from({ length: 20 }, () => addLine(cartId, steelSheet(200, 100))),
    );
    const ids = (await getCart(cartId)).items.map((item) => item.id);
    expect(ids).toHaveLength(lines.length);
    const outcomes = await Promise.allSettled(
      ids.flatMap((lineId) => [updateLine(cartId, lineId, 7), removeLine(cartId, lineId)]),
    );
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    for (const outcome of rejected) expect(outcome.reason).toMatchObject({ status: 404 });
    expect(await getCart(cartId)).toMatchObject({ items: [], totalQuantity: 0 });
    const keys = await redis.keys(`${cart.keyPrefix}{${cartId}}*`);
    expect(keys).toEqual([]);
  });
});

describe('limits', () => {
  it(`refuses line ${MAX_CART_LINES + 1} with 409 and keeps the ${MAX_CART_LINES}`, async () => {
    const cartId = randomUUID();
    for (let batch = 0; batch < MAX_CART_LINES / 50; batch += 1) {
      await Promise.all(Array.from({ length: 50 }, () => addLine(cartId, steelSheet(200, 100))));
    }
    expect((await getCart(cartId)).items).toHaveLength(MAX_CART_LINES);
    const error = await requestError(client, cartSubjects.addLine, {
      cartId,
      line: steelSheet(200, 100),
    });
    expect(error).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: `A cart holds at most ${MAX_CART_LINES} lines; remove one before adding another`,
    });
    expect((await getCart(cartId)).items).toHaveLength(MAX_CART_LINES);
  });

  it('expires a cart 30 days after it was last touched', async () => {
    const cartId = randomUUID();
    await addLine(cartId, steelSheet(200, 100));
    const keys = (await redis.keys(`${cart.keyPrefix}{${cartId}}*`)).sort();
    expect(keys).toHaveLength(3);
    const thirtyDaysMs = 30 * 24 * 60 * 60 * 1000;
    for (const key of keys) {
      expect(await redis.pttl(key)).toBeGreaterThan(thirtyDaysMs - 60_000);
      await redis.pexpire(key, 60_000);
    }
    // Reading the cart is a visit too: the 30 days start again.
    await getCart(cartId);
    for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(thirtyDaysMs - 60_000);
  });
});

// Designs are priced by the pricing service now: see cart-design.e2e-spec.ts.
describe('lines whose pricing service does not run', () => {
  it('answers 503 for a product while no catalogue runs', async () => {
    const cartId = randomUUID();
    const error = await requestError(client, cartSubjects.addLine, {
      cartId,
      line: { kind: 'product', productId: 1, quantity: 2 },
    });
    expect(error).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message:
        'Products cannot be priced right now: the catalogue service is not available; try again later',
    });
  });
});

describe('the cart service process', () => {
  it('reports Redis and NATS up', async () => {
    expect(await request<ServiceHealth>(client, cartSubjects.checkHealth, {})).toEqual({
      service: 'cart',
      status: 'up',
      dependencies: { redis: 'up', nats: 'up' },
    });
  });

  it('keeps every cart across a restart', async () => {
    const cartId = randomUUID();
    await addLine(cartId, steelSheet(1000, 500, 2));
    const before = await addLine(cartId, steelSheet(200, 100, 5));

    const end = await cart.stop();
    // Nest closes NATS and Redis, then re-raises the signal it handled (not the SIGKILL fallback).
    expect(end?.signal === 'SIGTERM' || end?.code === 0).toBe(true);
    await cart.start();

    expect(await getCart(cartId)).toEqual(before);
  }, 60_000);
});
