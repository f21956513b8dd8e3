import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ListMaterialsResponse } from '@shop/contracts';
import request from 'supertest';
import {
  CartProcess,
  CatalogueProcess,
  ContentProcess,
  eventually,
  OrdersProcess,
  PricingProcess,
  type PrivateNats,
  startPrivateNats,
  timed,
} from '@shop/test-kit';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

let nats: PrivateNats;
let pricing: PricingProcess;
let catalogue: CatalogueProcess;
let cart: CartProcess;
let content: ContentProcess;
let orders: OrdersProcess;
const gateway = new GatewayProcess();
/** A gateway that waits only 100 ms for a reply, so its timeout is seen without waiting seconds. */
const impatientGateway = new GatewayProcess();
let quote: Record<string, number>;

const calculate = () => request(gateway.url).post('/api/calculate-price').send(quote);
const health = () => request(gateway.url).get('/api/health');

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  catalogue = new CatalogueProcess(nats.url, suite);
  cart = new CartProcess(nats.url, suite);
  content = new ContentProcess(nats.url, suite);
  orders = new OrdersProcess(nats.url, suite);
  await pricing.start();
  await catalogue.start();
  await cart.start();
  await content.start();
  await orders.start();
  await gateway.start({ NATS_URL: nats.url });
  await impatientGateway.start({ NATS_URL: nats.url, SERVICE_TIMEOUT_MS: '100' });
  const materials = (await request(gateway.url).get('/api/materials').expect(200))
    .body as ListMaterialsResponse;
  const steel = materials.find((material) => material.name === 'steel_s235')!;
  quote = { materialId: steel.id, width: 1000, height: 500, thickness: 3 };
}, 60_000);

afterAll(async () => {
  await impatientGateway.dispose();
  await gateway.dispose();
  await orders?.dispose();
  await content?.dispose();
  await cart?.dispose();
  await catalogue?.dispose();
  await pricing?.dispose();
  await nats?.stop();
});

const unavailable = {
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: expect.stringContaining('pricing'),
};

describe('when the pricing service goes away and comes back', () => {
  it('reports every dependency up while all run', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'up',
      checks: {
        postgres: 'up',
        redis: 'up',
        nats: 'up',
        pricing: 'up',
        catalogue: 'up',
        cart: 'up',
        content: 'up',
        orders: 'up',
      },
    });
  });

  it('answers 503 within 3 s while no pricing instance is running', async () => {
    await pricing.stop();

    const { result: response, ms } = await timed(() => calculate());

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual(unavailable);
    expect(ms).toBeLessThan(3_000);
  });

  it('reports pricing down with 503 and the same body shape, without hanging', async () => {
    const { result: response, ms } = await timed(() => health());
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      status: 'down',
      checks: {
        postgres: 'up',
        redis: 'up',
        nats: 'up',
        pricing: 'down',
        catalogue: 'up',
        cart: 'up',
        content: 'up',
        orders: 'up',
      },
    });
    expect(ms).toBeLessThan(3_000);
  });

  it('answers 200 again once pricing is back, without restarting the gateway', async () => {
    await pricing.start();
    // "pricing ready" may be logged a moment before NATS has its subscriptions.
    await eventually(async () => {
      const response = await calculate();
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ totalPrice: expect.any(Number), area: 0.5 });
    }, 5_000);
  }, 30_000);

  it('answers 503 once SERVICE_TIMEOUT_MS has passed when pricing is subscribed but does not reply', async () => {
    pricing.pause();
    try {
      const { result: response, ms } = await timed(() =>
        request(impatientGateway.url).post('/api/calculate-price').send(quote),
      );
      expect(response.status).toBe(503);
      expect(response.body).toEqual(unavailable);
      expect(ms).toBeGreaterThanOrEqual(100);
      expect(ms).toBeLessThan(2_000);
    } finally {
      pricing.resume();
    }
    expect((await calculate()).status).toBe(200);
  });
});

// Needs a NATS server of this test's own: stopping the shared one would break everyone else.
describe('when NATS itself restarts', () => {
  it('answers 503 within 3 s while NATS is down and 200 once it is back', async () => {
    await nats.stop();

    const { result: response, ms } = await timed(() => calculate());
    expect(response.status).toBe(503);
    expect(response.body).toEqual(unavailable);
    expect(ms).toBeLessThan(3_000);
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'down', checks: { nats: 'down' } });

    await nats.start();
    await eventually(async () => {
      expect((await calculate()).status).toBe(200);
    }, 15_000);
    // Every service reconnects on its own schedule; health is green once the last one is back.
    await eventually(async () => {
      expect((await health()).status).toBe(200);
    }, 15_000);
  }, 45_000);
});
