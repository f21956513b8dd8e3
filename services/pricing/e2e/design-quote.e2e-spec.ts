import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { pricingSubjects, type QuoteDesignResponse } from '@shop/contracts';
import { defaultDesignParameters, priceDesign, type DesignParameters } from '@shop/part-geometry';
import { request, requestError } from '@shop/test-kit';
import { pricingInProcess } from './pricing-test-environment.js';

// Prices of the standard seed (Stahl S235 3 mm: 28.90 EUR/m², 1.20 EUR/m; hole_cost 1.00).
const pricing = pricingInProcess('pricing_design_test');

let client: ClientProxy;

beforeAll(async () => {
  ({ client } = await pricing.start());
});

afterAll(() => pricing.stop());

const washerWithGrid: DesignParameters = {
  ...defaultDesignParameters(),
  baseShape: 'washer',
  holes: { ...defaultDesignParameters().holes, pattern: 'grid', spacingX: 20, spacingY: 20 },
};

describe('pricing.design.quote', () => {
  it('prices the default rectangle 200 x 150 in Stahl S235 3 mm', async () => {
    const quote = await request<QuoteDesignResponse>(client, pricingSubjects.quoteDesign, {
      materialId: 2,
      thickness: 3,
      designParameters: {},
    });
    // 0.03 m² x 28.90 = 0.867 -> 0.87; 0.7 m x 1.20 = 0.84
    expect(quote).toEqual({
      totalPrice: 1.71,
      materialName: 'Stahl S235',
      width: 200,
      height: 150,
      areaM2: 0.03,
      materialCost: 0.87,
      cutLengthM: 0.7,
      cuttingCost: 0.84,
      holeCount: 0,
      holeCost: 0,
      findings: [],
    });
  });

  it('gives the price the browser computes with priceDesign, to the cent', async () => {
    const quote = await request<QuoteDesignResponse>(client, pricingSubjects.quoteDesign, {
      materialId: 2,
      thickness: 3,
      designParameters: washerWithGrid,
    });
    const browser = priceDesign(washerWithGrid, {
      pricePerM2: 28.9,
      cuttingLineCost: 1.2,
      holeCost: 1,
    });
    expect(quote).toMatchObject({
      ...browser,
      materialName: 'Stahl S235',
      width: 100,
      height: 100,
    });
    // of the 3 x 3 grid (20 mm apart) only the 4 corner holes, 28.3 mm from the centre, are in
    // the metal; the 5 others lie in the 50 mm opening: not charged, reported as blocking
    expect(quote.holeCount).toBe(4);
    expect(quote.findings?.filter((f) => f.code === 'hole_outside_part')).toHaveLength(5);
    // the 4 others keep 28.28 - 2.5 - 25 = 0.78 mm of metal to the opening, less than 3 mm
    expect(quote.findings?.map((f) => [f.code, f.blocking]).sort()).toEqual([
      ...Array.from({ length: 5 }, () => ['hole_outside_part', true]),
      ...Array.from({ length: 4 }, () => ['too_close_to_edge', false]),
    ]);
  });

  it('answers 400 with the design field paths under designParameters', async () => {
    const error = await requestError(client, pricingSubjects.quoteDesign, {
      materialId: 2,
      thickness: 3,
      designParameters: { dimensions: { width: -5 }, holes: { rows: 'three' } },
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: designParameters.dimensions.width, designParameters.holes.rows',
    });
    expect(error.issues?.map((issue) => issue.path)).toEqual([
      'designParameters.dimensions.width',
      'designParameters.holes.rows',
    ]);
  });

  it('answers 404 for a material that does not exist', async () => {
    expect(
      await requestError(client, pricingSubjects.quoteDesign, {
        materialId: 999,
        thickness: 3,
        designParameters: {},
      }),
    ).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Material 999 does not exist' });
  });

  it('answers 400 on thickness when the material is not offered in it', async () => {
    const error = await requestError(client, pricingSubjects.quoteDesign, {
      materialId: 2,
      thickness: 7,
      designParameters: {},
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: thickness',
    });
    expect(error.issues?.[0]?.message).toMatch(
      /^Stahl S235 is not offered in 7 mm; available: 0.5/,
    );
  });
});
