import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  type CalculatePriceResponse,
  type CartResponse,
  type ListMaterialsResponse,
  type ListProductsResponse,
  toMoneyString,
} from '@shop/contracts';
import { tieredLineMoney } from '@shop/shop-rules';
import request from 'supertest';
import {
  CartProcess,
  CatalogueProcess,
  eventually,
  PricingProcess,
  type PrivateNats,
  startPrivateNats,
} from '@shop/test-kit';
import { signIn } from './support/admin-session.js';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

jest.setTimeout(30_000);

let nats: PrivateNats;
let pricing: PricingProcess;
let catalogue: CatalogueProcess;
let cart: CartProcess;
const gateway = new GatewayProcess();
let adminCookie: string;
let sheet: { materialId: number; width: number; height: number; thickness: number };
let sheetUnitPrice: string;
let products: ListProductsResponse;

const api = () => request(gateway.url);
const putTiers = (body: object) =>
  api().put('/api/quantity-tiers').set('cookie', adminCookie).set('origin', gateway.url).send(body);

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  catalogue = new CatalogueProcess(nats.url, suite);
  cart = new CartProcess(nats.url, suite);
  await Promise.all([pricing.start(), catalogue.start()]);
  await cart.start();
  await gateway.start({ NATS_URL: nats.url });
  adminCookie = await signIn(gateway.url);
  const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
  const steelId = materials.find((material) => material.name === 'steel_s235')!.id;
  sheet = { materialId: steelId, width: 300, height: 200, thickness: 3 };
  const quote = (await api().post('/api/calculate-price').send(sheet).expect(200))
    .body as CalculatePriceResponse;
  sheetUnitPrice = toMoneyString(quote.totalPrice);
  products = (await api().get('/api/products').expect(200)).body as ListProductsResponse;
}, 120_000);

afterAll(async () => {
  await gateway.dispose();
  await cart?.dispose();
  await catalogue?.dispose();
  await pricing?.dispose();
  await nats?.stop();
});

describe('quantity tiers', () => {
  it('has no tiers by default', async () => {
    const response = await api().get('/api/quantity-tiers').expect(200);
    expect(response.body).toEqual({ tiers: [] });
  });

  it('refuses a change without an admin session with 401 and changes nothing', async () => {
    const response = await api()
      .put('/api/quantity-tiers')
      .set('origin', gateway.url)
      .send({ tiers: [{ minQuantity: 10, discountPercent: 5 }] });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await api().get('/api/quantity-tiers').expect(200)).body).toEqual({ tiers: [] });
  });

  it('refuses a bad list with 400 and field messages, and changes nothing', async () => {
    const duplicate = await putTiers({
      tiers: [
        { minQuantity: 10, discountPercent: 5 },
        { minQuantity: 10, discountPercent: 7 },
      ],
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.issues).toEqual([
      { path: 'tiers.1.minQuantity', message: 'Each quantity may have only one tier' },
    ]);
    const falling = await putTiers({
      tiers: [
        { minQuantity: 10, discountPercent: 8 },
        { minQuantity: 50, discountPercent: 5 },
      ],
    });
    expect(falling.status).toBe(400);
    expect(falling.body.issues).toEqual([
      {
        path: 'tiers.1.discountPercent',
        message: 'Must be at least 8 (the discount from 10 pieces)',
      },
    ]);
    const outOfRange = await putTiers({ tiers: [{ minQuantity: 1, discountPercent: 100 }] });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.issues).toEqual([
      { path: 'tiers.0.minQuantity', message: 'Must be at least 2' },
      { path: 'tiers.0.discountPercent', message: 'Must be less than 100' },
    ]);
    expect((await putTiers({}).expect(400)).body.issues).toEqual([
      { path: 'tiers', message: expect.any(String) },
    ]);
    expect((await api().get('/api/quantity-tiers').expect(200)).body).toEqual({ tiers: [] });
  });

  it('prices a cart of 10 sheets with the tier once the admin sets one, and never a product', async () => {
    const visitor = request.agent(gateway.url);
    await visitor
      .post('/api/cart')
      .send({ ...sheet, quantity: 10 })
      .expect(201);
    const product = products.find((candidate) => candidate.inStock)!;
    await visitor
      .post('/api/cart/product')
      .send({ productId: product.id, quantity: 20 })
      .expect(201);

    const saved = await putTiers({
      tiers: [
        { minQuantity: 50, discountPercent: '8' },
        { minQuantity: 10, discountPercent: 5 },
      ],
    }).expect(200);
    expect(saved.body).toEqual({
      tiers: [
        { minQuantity: 10, discountPercent: 5 },
        { minQuantity: 50, discountPercent: 8 },
      ],
    });
    // the gateway's cached read is dropped by the change event
    await eventually(async () => {
      const read = await api().get('/api/quantity-tiers').expect(200);
      expect(read.body).toEqual(saved.body);
    });

    const tiers = saved.body.tiers as Array<{ minQuantity: number; discountPercent: number }>;
    const expected = tieredLineMoney(sheetUnitPrice, 10, tiers);
    expect(expected.unitPrice).not.toBe(sheetUnitPrice);
    let cartNow: CartResponse | undefined;
    await eventually(async () => {
      cartNow = (await visitor.get('/api/cart').expect(200)).body as CartResponse;
      expect(cartNow.items[0]).toMatchObject({
        kind: 'sheet',
        quantity: 10,
        unitPrice: expected.unitPrice,
        lineTotal: expected.lineTotal,
        tier: { minQuantity: 10, discountPercent: 5 },
        saving: expected.saving,
      });
    });
    const productLine = cartNow!.items[1]!;
    expect(productLine).toMatchObject({
      kind: 'product',
      unitPrice: product.price,
      lineTotal: toMoneyString(Number(product.price) * 20),
      tier: null,
      saving: '0.00',
    });
    const subtotalCents = Math.round(
      (Number(expected.lineTotal) + Number(productLine.lineTotal)) * 100,
    );
    expect(cartNow!.summary.subtotal).toBe((subtotalCents / 100).toFixed(2));

    // nine sheets reach no tier: the list price again, no saving
    const lineId = cartNow!.items[0]!.id;
    const nine = (await visitor.patch(`/api/cart/${lineId}`).send({ quantity: 9 }).expect(200))
      .body as CartResponse;
    expect(nine.items[0]).toMatchObject({ unitPrice: sheetUnitPrice, tier: null, saving: '0.00' });
  });

  it('removes every tier with an empty list, and carts go back to list prices', async () => {
    await putTiers({ tiers: [] }).expect(200);
    const visitor = request.agent(gateway.url);
    await visitor
      .post('/api/cart')
      .send({ ...sheet, quantity: 60 })
      .expect(201);
    const body = (await visitor.get('/api/cart').expect(200)).body as CartResponse;
    expect(body.items[0]).toMatchObject({ unitPrice: sheetUnitPrice, tier: null, saving: '0.00' });
    expect((await api().get('/api/quantity-tiers').expect(200)).body).toEqual({ tiers: [] });
  });
});
