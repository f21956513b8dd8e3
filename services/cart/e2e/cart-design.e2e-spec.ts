import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { cartSubjects, type CartResponse } from '@shop/contracts';
import {
  defaultDesignParameters,
  parseDesignParameters,
  priceDesign,
  writeDesignDxf,
  type DesignParameters,
} from '@shop/part-geometry';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import {
  CartProcess,
  materialIdByName,
  PricingProcess,
  request,
  requestError,
  type RunningServices,
  startOnPrivateNats,
} from '@shop/test-kit';
import { connectRedis, suite } from './support/cart-test-environment.js';

// Configurator designs go through the real pricing and cart services: the cart stores the price
// part-geometry computes in the browser, the normalised design and a DXF drawn on the server.
let running: RunningServices<{ pricing: PricingProcess; cart: CartProcess }>;
let client: ClientProxy;
let redis: Redis;
let steelId: number;

beforeAll(async () => {
  running = await startOnPrivateNats((natsUrl) => ({
    pricing: new PricingProcess(natsUrl, `${suite}_design`),
    cart: new CartProcess(natsUrl, `${suite}_design`),
  }));
  ({ client } = running);
  redis = connectRedis();
  steelId = await materialIdByName(client, 'steel_s235');
}, 90_000);

afterAll(async () => {
  redis?.disconnect();
  await running?.stop();
}, 30_000);

// a plate the laser can make: a grid of holes and a drawn triangle, all inside the metal
const plate: DesignParameters = {
  ...defaultDesignParameters(),
  baseShape: 'rectangle',
  holes: { ...defaultDesignParameters().holes, pattern: 'grid', spacingX: 20, spacingY: 20 },
  features: { ...defaultDesignParameters().features, roundedCorners: true },
  customLines: [
    {
      id: 'shape-1',
      type: 'line',
      points: [
        { x: 10, y: 10 },
        { x: 40, y: 10 },
        { x: 25, y: 35 },
        { x: 10, y: 10 },
      ],
    },
  ],
};

const designLine = (designParameters: unknown) => ({
  kind: 'design',
  materialId: steelId,
  thickness: 3,
  designParameters,
  // what a browser might send; the cart keeps its own drawing instead
  dxfFile: '0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n',
  quantity: 1,
});

describe('configurator designs in the cart', () => {
  it("stores the configurator's price to the cent, the normalised design and the server's DXF", async () => {
    const cartId = randomUUID();
    const added = await request<CartResponse>(client, cartSubjects.addLine, {
      cartId,
      line: designLine(plate),
    });
    const browserPrice = priceDesign(plate, {
      pricePerM2: 28.9,
      cuttingLineCost: 1.2,
      holeCost: 1,
    });
    expect(added.items).toEqual([
      expect.objectContaining({
        isCustomDesign: true,
        materialName: 'Stahl S235',
        unitPrice: browserPrice.totalPrice.toFixed(2),
        width: 200,
        height: 150,
        // the line's material and thickness replace the browser's in the stored design
        designParameters: {
          ...plate,
          dimensions: { ...plate.dimensions, materialId: steelId, materialThickness: 3 },
        },
        dxfFile: writeDesignDxf(plate),
      }),
    ]);
  });

  it('fills the defaults of a sparse design before storing it', async () => {
    const cartId = randomUUID();
    const added = await request<CartResponse>(client, cartSubjects.addLine, {
      cartId,
      line: designLine({ baseShape: 'circle' }),
    });
    const normalised = parseDesignParameters({ baseShape: 'circle' });
    if (!normalised.ok) throw new Error('the sparse design must parse');
    expect(added.items[0]).toMatchObject({ designParameters: normalised.design });
    // 7853.98 mm² x 28.90 = 0.2270 -> 0.23; 314.16 mm x 1.20 = 0.3770 -> 0.38
    expect(added.items[0]?.unitPrice).toBe('0.61');
  });

  it('passes on the design field issues pricing finds', async () => {
    const cartId = randomUUID();
    const error = await requestError(client, cartSubjects.addLine, {
      cartId,
      line: designLine({ dimensions: { width: 0 } }),
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'designParameters.dimensions.width' }],
    });
    expect((await request<CartResponse>(client, cartSubjects.getCart, { cartId })).items).toEqual(
      [],
    );
  });
});
