import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  CartResponse,
  LaserQuoteResponse,
  ListLaserQuoteRequestsResponse,
  ListMaterialsResponse,
} from '@shop/contracts';
import {
  CartProcess,
  PricingProcess,
  type PrivateNats,
  repoRoot,
  startPrivateNats,
} from '@shop/test-kit';
import request from 'supertest';
import { signIn } from './support/admin-session.js';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

let nats: PrivateNats;
let pricing: PricingProcess;
let cart: CartProcess;
const gateway = new GatewayProcess();
let steelId: number;
let adminCookie: string;
/** A 1010 x 510 mm plate with 1000 holes, uploaded once. */
let quote: LaserQuoteResponse;

const api = () => request(gateway.url);
const unknownQuoteId = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  cart = new CartProcess(nats.url, suite);
  await pricing.start();
  await cart.start();
  await gateway.start({ NATS_URL: nats.url });
  adminCookie = await signIn(gateway.url);
  const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
  steelId = materials.find((material) => material.name === 'steel_s235')!.id;
  const file = readFileSync(
    `${repoRoot}packages/part-geometry/test-corpus/files/r2000-1000-holes.dxf`,
  );
  quote = (
    await api()
      .post('/api/laser-quotes')
      .field('materialId', String(steelId))
      .field('thickness', '3')
      .field('quantity', '2')
      .attach('file', file, 'Platte.dxf')
      .expect(200)
  ).body as LaserQuoteResponse;
}, 90_000);

afterAll(async () => {
  await gateway.dispose();
  await cart?.dispose();
  await pricing?.dispose();
  await nats?.stop();
});

describe('POST /api/laser-quotes/:quoteId/requests', () => {
  it('stores a request (201) that the admin list shows, newest first, with the quote copied in', async () => {
    const first = await api()
      .post(`/api/laser-quotes/${quote.quoteId}/requests`)
      .send({ email: 'kunde@example.com', quantity: 3 })
      .expect(201);
    const second = await api()
      .post(`/api/laser-quotes/${quote.quoteId}/requests`)
      .send({
        email: 'einkauf@example.de',
        materialId: steelId,
        thickness: 3,
        quantity: 50,
        message: 'Bitte mit Entgraten',
      })
      .expect(201);
    expect(second.body).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    expect(Number.isNaN(Date.parse((second.body as { createdAt: string }).createdAt))).toBe(false);

    const list = await api()
      .get('/api/admin/laser-quote-requests')
      .set('cookie', adminCookie)
      .expect(200);
    const rows = list.body as ListLaserQuoteRequestsResponse;
    const ours = rows.filter((row) => row.fileName === 'Platte.dxf');
    expect(ours.map((row) => row.id)).toEqual([
      (second.body as { id: number }).id,
      (first.body as { id: number }).id,
    ]);
    expect(ours[0]).toMatchObject({
      email: 'einkauf@example.de',
      quantity: 50,
      materialName: 'Stahl S235',
      thickness: 3,
      message: 'Bitte mit Entgraten',
      pierceCount: 1001,
      widthMm: 1010,
      heightMm: 510,
    });
    expect(ours[0]!.cutLengthMm).toBeCloseTo(quote.cutLengthMm, 3);
    expect(ours[1]).toMatchObject({ materialName: null, thickness: null, message: null });
  });

  it('answers 400 with field messages for a bad e-mail, quantity or message', async () => {
    const response = await api()
      .post(`/api/laser-quotes/${quote.quoteId}/requests`)
      .send({ email: 'not-an-address', quantity: 0, message: 'x'.repeat(2001) })
      .expect(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths.sort()).toEqual(['email', 'message', 'quantity']);
  });

  it('answers 400 for a quote id that is no UUID and 404 for an unknown quote', async () => {
    await api()
      .post('/api/laser-quotes/abc/requests')
      .send({ email: 'kunde@example.com', quantity: 1 })
      .expect(400);
    await api()
      .post(`/api/laser-quotes/${unknownQuoteId}/requests`)
      .send({ email: 'kunde@example.com', quantity: 1 })
      .expect(404);
  });
});

describe('GET /api/admin/laser-quote-requests', () => {
  it('answers 401 without an admin session', async () => {
    await api().get('/api/admin/laser-quote-requests').expect(401);
  });
});

describe('POST /api/cart/laser', () => {
  it("adds the quoted part at pricing's price, never a price from the browser", async () => {
    const visitor = request.agent(gateway.url);
    const response = await visitor
      .post('/api/cart/laser')
      .send({ quoteId: quote.quoteId, materialId: steelId, thickness: 3, quantity: 2 })
      .expect(201);
    const body = response.body as CartResponse;
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      kind: 'laser',
      quoteId: quote.quoteId,
      fileName: 'Platte.dxf',
      materialName: 'Stahl S235',
      thickness: 3,
      width: 1010,
      height: 510,
      quantity: 2,
      unitPrice: quote.price!.unitPrice.toFixed(2),
    });
    await visitor
      .post('/api/cart/laser')
      .send({
        quoteId: quote.quoteId,
        materialId: steelId,
        thickness: 3,
        quantity: 1,
        unitPrice: 1,
      })
      .expect(400);
  });

  it('answers 404 for an unknown quote and 400 for a thickness not offered', async () => {
    await api()
      .post('/api/cart/laser')
      .send({ quoteId: unknownQuoteId, materialId: steelId, thickness: 3, quantity: 1 })
      .expect(404);
    await api()
      .post('/api/cart/laser')
      .send({ quoteId: quote.quoteId, materialId: steelId, thickness: 7.77, quantity: 1 })
      .expect(400);
  });
});
