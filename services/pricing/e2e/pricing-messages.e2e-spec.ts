import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  pricingSubjects,
  type CalculatePriceResponse,
  type ListMaterialPricesResponse,
  type ListMaterialsResponse,
  type ServiceHealth,
  type SystemSetting,
} from '@shop/contracts';
import type pg from 'pg';
import { lastValueFrom } from 'rxjs';
import {
  connectNatsClient,
  eventually,
  type PrivateNats,
  request,
  requestError,
} from '@shop/test-kit';
import { PriceCalculationController } from '../src/price-calculation/price-calculation.controller.js';
import { pricingInProcess } from './pricing-test-environment.js';

// Pricing with the standard seed on a NATS of its own; the cache test reads this process's own
// instance.
const pricing = pricingInProcess();
const { schema } = pricing;
const steel3mm = { materialId: 2, width: 1000, height: 500, thickness: 3 };

let nats: PrivateNats;
let database: pg.Client;
let service: INestMicroservice;
let client: ClientProxy;

beforeAll(async () => {
  ({ nats, database, service, client } = await pricing.start());
});

afterAll(() => pricing.stop());

describe('pricing over NATS', () => {
  it('lists the three materials', async () => {
    // stainless steel needs holes of 1.5 × the thickness; every material is cut from 3000 × 1500
    const sheet = (minHoleFactor: number) => ({
      minHoleFactor,
      maxSheetWidthMm: 3000,
      maxSheetHeightMm: 1500,
    });
    const materials = await request<ListMaterialsResponse>(
      client,
      pricingSubjects.listMaterials,
      {},
    );
    expect(materials).toEqual([
      { id: 1, name: 'aluminum_5754', displayName: 'Aluminium 5754', manufacturing: sheet(1) },
      { id: 2, name: 'steel_s235', displayName: 'Stahl S235', manufacturing: sheet(1) },
      { id: 3, name: 'stainless_304', displayName: 'Edelstahl 304', manufacturing: sheet(1.5) },
    ]);
  });

  it('lists the price rows of Stahl S235 from 0.5 to 20 mm', async () => {
    const rows = await request<ListMaterialPricesResponse>(
      client,
      pricingSubjects.listMaterialPrices,
      { materialId: 2 },
    );
    expect(rows.map((row) => row.thickness)).toEqual([
      0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 20,
    ]);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      materialId: 2,
      thickness: 0.5,
      pricePerM2: 1.4,
      cuttingLineCost: 0.35,
      version: 1,
    });
    expect(rows.find((row) => row.thickness === 3)).toMatchObject({
      pricePerM2: 28.9,
      cuttingLineCost: 1.2,
    });
  });

  it('answers 404 for the price rows of a material that does not exist', async () => {
    expect(
      await requestError(client, pricingSubjects.listMaterialPrices, { materialId: 999 }),
    ).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Material 999 does not exist' });
  });

  it('calculates 1000 x 500 mm Stahl S235 3 mm with the exact breakdown', async () => {
    const price = await request<CalculatePriceResponse>(
      client,
      pricingSubjects.calculatePrice,
      steel3mm,
    );
    expect(price).toEqual({
      material: { id: 2, displayName: 'Stahl S235' },
      thickness: 3,
      width: 1000,
      height: 500,
      area: 0.5,
      materialCost: 14.45,
      cuttingLength: 3,
      cuttingCost: 3.6,
      pricePerM2: 28.9,
      cuttingLineCost: 1.2,
      totalPrice: 18.05,
    });
  });

  it.each([
    ['missing', { materialId: 2, height: 500, thickness: 3 }, 'width'],
    ['negative', { ...steel3mm, height: -500 }, 'height'],
    ['non-numeric', { ...steel3mm, thickness: 'three' }, 'thickness'],
    ['unknown', { ...steel3mm, discount: 10 }, 'discount'],
  ])('answers 400 naming a %s field', async (_kind, payload, field) => {
    const error = await requestError(client, pricingSubjects.calculatePrice, payload);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: `Invalid input: ${field}`,
    });
    expect(error.issues?.map((issue) => issue.path)).toEqual([field]);
  });

  it('answers 400 on thickness when the material is not offered in it', async () => {
    const error = await requestError(client, pricingSubjects.calculatePrice, {
      ...steel3mm,
      thickness: 7,
    });
    expect(error).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: thickness',
      issues: [
        {
          path: 'thickness',
          message:
            'Stahl S235 is not offered in 7 mm; available: 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 20',
        },
      ],
    });
  });

  it('answers 404 when calculating for a material that does not exist', async () => {
    expect(
      await requestError(client, pricingSubjects.calculatePrice, { ...steel3mm, materialId: 999 }),
    ).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Material 999 does not exist' });
  });

  it('reads the hole cost and rejects an unknown setting key', async () => {
    expect(
      await request<SystemSetting>(client, pricingSubjects.getSystemSetting, { key: 'hole_cost' }),
    ).toEqual({ key: 'hole_cost', value: 1 });
    expect(
      await request<SystemSetting>(client, pricingSubjects.getSystemSetting, {
        key: 'cutting_line_cost',
      }),
    ).toEqual({ key: 'cutting_line_cost', value: 0.8 });
    const error = await requestError(client, pricingSubjects.getSystemSetting, { key: 'vat' });
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(error.issues?.map((issue) => issue.path)).toEqual(['key']);
  });

  it('reports the database as up on the health subject', async () => {
    expect(await request<ServiceHealth>(client, pricingSubjects.checkHealth, {})).toEqual({
      service: 'pricing',
      status: 'up',
      dependencies: { database: 'up' },
    });
  });
});

describe('price cache', () => {
  it('serves the stored price until pricing.prices.changed, then the new one', async () => {
    const calculation = service.get(PriceCalculationController);
    await database.query(
      `UPDATE "${schema}".material_prices SET price_per_m2 = 31.50, cutting_line_cost = 1.30
       WHERE material_id = 2 AND thickness = 3`,
    );
    // The cache does not look at the database per quote.
    expect(await calculation.calculatePrice(steel3mm)).toMatchObject({ totalPrice: 18.05 });

    // as another pricing replica announces a change it made
    const otherReplica = await connectNatsClient(nats.url, { user: 'pricing' });
    try {
      await lastValueFrom(otherReplica.emit(pricingSubjects.pricesChanged, {}));
    } finally {
      await otherReplica.close();
    }

    // 0.5 m² x 31.50 = 15.75 EUR; 3 m x 1.30 = 3.90 EUR; total 19.65 EUR
    await eventually(async () =>
      expect(await calculation.calculatePrice(steel3mm)).toMatchObject({
        pricePerM2: 31.5,
        cuttingLineCost: 1.3,
        materialCost: 15.75,
        cuttingCost: 3.9,
        totalPrice: 19.65,
      }),
    );
  });
});
