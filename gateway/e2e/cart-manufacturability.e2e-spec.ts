import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  CartResponse,
  LaserQuoteResponse,
  ListMaterialsResponse,
  ManufacturabilityFinding,
} from '@shop/contracts';
import {
  defaultDesignParameters,
  type DesignParameters,
  writeDesignDxf,
} from '@shop/part-geometry';
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

// A part goes into the cart only as the laser can make it in the material chosen: browser →
// gateway → cart → pricing's checks with the material's stored cutting rules, and back.
let nats: PrivateNats;
let pricing: PricingProcess;
let catalogue: CatalogueProcess;
let cart: CartProcess;
const gateway = new GatewayProcess();
let steelId: number;
let adminCookie: string;

const api = () => request(gateway.url);
/** One visitor: a browser that keeps the cookies the gateway sets. */
const visitor = () => request.agent(gateway.url);

/** A plate of `width` x `height` mm in `thickness` mm, with custom holes of the given diameters. */
function plate(width: number, height: number, thickness: number, holes: number[] = []) {
  const design: DesignParameters = defaultDesignParameters();
  design.dimensions = { ...design.dimensions, width, height, materialThickness: thickness };
  if (holes.length > 0) {
    design.holes = {
      ...design.holes,
      pattern: 'custom',
      positions: holes.map((diameter, index) => ({ x: 40 + index * 40, y: height / 2, diameter })),
    };
  }
  return design;
}

/** The body the configurator sends to `POST /api/cart/from-konfigurator`. */
function designLine(design: DesignParameters, extra: Record<string, unknown> = {}) {
  return {
    materialId: steelId,
    thickness: design.dimensions.materialThickness,
    quantity: 2,
    designParameters: design,
    dxfFile: writeDesignDxf(design),
    ...extra,
  };
}

const codesOf = (findings: ManufacturabilityFinding[] | undefined) =>
  (findings ?? []).map((finding) => finding.code);

beforeAll(async () => {
  nats = await startPrivateNats();
  pricing = new PricingProcess(nats.url, suite);
  catalogue = new CatalogueProcess(nats.url, suite);
  cart = new CartProcess(nats.url, suite);
  await pricing.start();
  await catalogue.start();
  await cart.start();
  await gateway.start({ NATS_URL: nats.url });
  const materials = (await api().get('/api/materials').expect(200)).body as ListMaterialsResponse;
  steelId = materials.find((material) => material.name === 'steel_s235')!.id;
  adminCookie = await signIn(gateway.url);
}, 90_000);

afterAll(async () => {
  await gateway.dispose();
  await cart?.dispose();
  await catalogue?.dispose();
  await pricing?.dispose();
  await nats?.stop();
}, 30_000);

describe('a configurator design added to the cart', () => {
  it('is refused with 409 part_not_manufacturable when 4000 mm wide, and the cart stays empty', async () => {
    const browser = visitor();

    const response = await browser
      .post('/api/cart/from-konfigurator')
      .send(designLine(plate(4000, 500, 3)));

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'part_not_manufacturable',
      findings: [{ code: 'part_too_large', blocking: true, measuredMm: 4000, requiredMm: 3000 }],
    });
    const stored = (await browser.get('/api/cart').expect(200)).body as CartResponse;
    expect(stored.items).toEqual([]);
  });

  it('asks to confirm a Ø 2 mm hole in 5 mm steel, and stores the confirmed warning', async () => {
    const browser = visitor();
    const design = plate(200, 100, 5, [2]);

    const unconfirmed = await browser.post('/api/cart/from-konfigurator').send(designLine(design));
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({
      code: 'confirmation_required',
      findings: [{ code: 'hole_too_small', blocking: false, measuredMm: 2, requiredMm: 5 }],
    });
    expect(((await browser.get('/api/cart').expect(200)).body as CartResponse).items).toEqual([]);

    const confirmed = await browser
      .post('/api/cart/from-konfigurator')
      .send(designLine(design, { confirmedFindings: ['hole_too_small'] }));
    expect(confirmed.status).toBe(201);
    const [line, ...others] = (confirmed.body as CartResponse).items;
    expect(others).toEqual([]);
    expect(line).toMatchObject({ kind: 'design', quantity: 2, thickness: 5 });
    expect(codesOf(line!.findings)).toEqual(['hole_too_small']);
    const stored = (await browser.get('/api/cart').expect(200)).body as CartResponse;
    expect(codesOf(stored.items[0]!.findings)).toEqual(['hole_too_small']);
  });

  it('shows a line the new finding when an admin tightens the smallest-hole factor', async () => {
    const browser = visitor();
    // A Ø 5 mm hole in 3 mm steel: fine at factor 1 (3 mm), too small at factor 2 (6 mm).
    const added = await browser
      .post('/api/cart/from-konfigurator')
      .send(designLine(plate(200, 100, 3, [5])));
    expect(added.status).toBe(201);
    expect((added.body as CartResponse).items[0]!.findings).toBeUndefined();

    await api()
      .put(`/api/materials/${steelId}/manufacturing`)
      .set('cookie', adminCookie)
      .set('origin', gateway.url)
      .send({ minHoleFactor: '2', maxSheetWidthMm: '3000', maxSheetHeightMm: '1500' })
      .expect(200);

    try {
      await eventually(async () => {
        const stored = (await browser.get('/api/cart').expect(200)).body as CartResponse;
        expect(stored.items[0]!.findings).toEqual([
          expect.objectContaining({ code: 'hole_too_small', measuredMm: 5, requiredMm: 6 }),
        ]);
      });
    } finally {
      await api()
        .put(`/api/materials/${steelId}/manufacturing`)
        .set('cookie', adminCookie)
        .set('origin', gateway.url)
        .send({ minHoleFactor: '1', maxSheetWidthMm: '3000', maxSheetHeightMm: '1500' })
        .expect(200);
    }
  });
});

describe('an uploaded DXF added to the cart', () => {
  let quoteId: string;

  beforeAll(async () => {
    const dxf = Buffer.from(writeDesignDxf(plate(200, 100, 5, [2])));
    const response = await api().post('/api/laser-quotes').attach('file', dxf, 'lochblech.dxf');
    expect(response.status).toBe(200);
    quoteId = (response.body as LaserQuoteResponse).quoteId;
  });

  const laserLine = (thickness: number, extra: Record<string, unknown> = {}) => ({
    quoteId,
    materialId: steelId,
    thickness,
    quantity: 3,
    ...extra,
  });

  it('asks to confirm a Ø 2 mm hole in 5 mm steel, and stores the confirmed warning', async () => {
    const browser = visitor();

    const unconfirmed = await browser.post('/api/cart/laser').send(laserLine(5));
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({
      code: 'confirmation_required',
      findings: [{ code: 'hole_too_small', blocking: false, measuredMm: 2, requiredMm: 5 }],
    });
    expect(((await browser.get('/api/cart').expect(200)).body as CartResponse).items).toEqual([]);

    const confirmed = await browser
      .post('/api/cart/laser')
      .send(laserLine(5, { confirmedFindings: ['hole_too_small'] }));
    expect(confirmed.status).toBe(201);
    const [line] = (confirmed.body as CartResponse).items;
    expect(line).toMatchObject({ kind: 'laser', quoteId, thickness: 5, quantity: 3 });
    expect(codesOf(line!.findings)).toEqual(['hole_too_small']);
  });

  it('takes the same file in 2 mm steel without a warning: the findings follow the material', async () => {
    const response = await visitor().post('/api/cart/laser').send(laserLine(2));

    expect(response.status).toBe(201);
    expect((response.body as CartResponse).items[0]!.findings).toBeUndefined();
  });
});
