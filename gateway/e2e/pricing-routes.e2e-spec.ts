import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type CalculatePriceResponse,
  type ListMaterialPricesResponse,
  type ListMaterialsResponse,
} from '@shop/contracts';
import request from 'supertest';
import { PricingProcess, type PrivateNats, startPrivateNats } from '@shop/test-kit';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

let nats: PrivateNats;
let pricing: PricingProcess;
const gateway = new GatewayProcess();
let steelId: number;

const api = () => request(gateway.url);
const calculate = (body: unknown) =>
  api()
    .post('/api/calculate-price')
    .send(body as object);

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  await pricing.start();
  await gateway.start({ NATS_URL: nats.url });
  const materials = await api().get('/api/materials').expect(200);
  steelId = (materials.body as ListMaterialsResponse).find((m) => m.name === 'steel_s235')!.id;
}, 60_000);

afterAll(async () => {
  await gateway.dispose();
  await pricing?.dispose();
  await nats?.stop();
});

describe('GET /api/materials', () => {
  it('lists the seeded materials', async () => {
    const response = await api().get('/api/materials').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect((response.body as ListMaterialsResponse).map((material) => material.name)).toEqual(
      expect.arrayContaining(['aluminum_5754', 'steel_s235', 'stainless_304']),
    );
  });
});

describe('GET /api/material-prices/:materialId', () => {
  it('lists the price rows of one material', async () => {
    const response = await api().get(`/api/material-prices/${steelId}`).expect(200);
    const rows = response.body as ListMaterialPricesResponse;
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((row) => row.materialId === steelId)).toBe(true);
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 naming materialId for %s', async (id) => {
    const response = await api().get(`/api/material-prices/${id}`).expect(400);
    expect(response.body).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('materialId'),
    });
  });

  it('answers 404 for a material that does not exist', async () => {
    const response = await api().get('/api/material-prices/999999').expect(404);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('POST /api/calculate-price', () => {
  it('prices 1000 x 500 mm steel 3 mm exactly from the stored price row', async () => {
    const rows = (await api().get(`/api/material-prices/${steelId}`).expect(200))
      .body as ListMaterialPricesResponse;
    const row = rows.find((candidate) => candidate.thickness === 3)!;
    // By hand, in cents: area 1.0 m x 0.5 m = 0.5 m²; perimeter 2 x (1 m + 0.5 m) = 3 m.
    const pricePerM2Cents = Math.round(row.pricePerM2 * 100);
    const cuttingLineCostCents = Math.round(row.cuttingLineCost * 100);
    const materialCostCents = Math.round(pricePerM2Cents / 2);
    const cuttingCostCents = 3 * cuttingLineCostCents;

    const response = await calculate({
      materialId: steelId,
      width: 1000,
      height: 500,
      thickness: 3,
    });

    expect(response.status).toBe(200);
    expect(response.body as CalculatePriceResponse).toEqual({
      material: { id: steelId, displayName: 'Stahl S235' },
      thickness: 3,
      width: 1000,
      height: 500,
      area: 0.5,
      materialCost: materialCostCents / 100,
      cuttingLength: 3,
      cuttingCost: cuttingCostCents / 100,
      pricePerM2: row.pricePerM2,
      cuttingLineCost: row.cuttingLineCost,
      totalPrice: (materialCostCents + cuttingCostCents) / 100,
    });
  });

  const valid = { width: 1000, height: 500, thickness: 3 };
  it.each([
    ['a missing', { ...valid, width: undefined }, 'width'],
    ['a negative', { ...valid, height: -500 }, 'height'],
    ['a non-numeric', { ...valid, thickness: 'drei' }, 'thickness'],
    ['an unknown', { ...valid, discount: 50 }, 'discount'],
  ])('answers 400 naming %s field', async (_label, fields, field) => {
    const response = await calculate({ materialId: steelId, ...fields });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining(field),
      issues: expect.arrayContaining([expect.objectContaining({ path: field })]),
    });
  });

  it('answers 404 for an unknown material', async () => {
    const response = await calculate({ materialId: 999999, ...valid });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers 400 with an ErrorBody for malformed JSON', async () => {
    const response = await api()
      .post('/api/calculate-price')
      .set('content-type', 'application/json')
      .send('{"width": 1000,');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Request body is not valid JSON',
    });
  });

  it('answers 413 with an ErrorBody for a body over 64 KB', async () => {
    const response = await calculate({ ...valid, materialId: steelId, note: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('GET /api/system-settings/:key', () => {
  it('returns a known setting', async () => {
    const response = await api().get('/api/system-settings/hole_cost').expect(200);
    expect(response.body).toEqual({ key: 'hole_cost', value: expect.any(Number) });
  });

  it('answers 404 for an unknown key', async () => {
    const response = await api().get('/api/system-settings/admin_password').expect(404);
    expect(response.body).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: expect.stringContaining('hole_cost'),
    });
  });
});

describe('unknown API routes', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['PUT', '/api/materials'],
  ])('answers %s %s with a 404 ErrorBody', async (method, path) => {
    const response = await api()[method === 'GET' ? 'get' : 'put'](path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
