import { randomUUID } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import {
  cartResponseSchema,
  placeOrderResponseSchema,
  type PlaceOrderBody,
  type PlaceOrderResponse,
} from '@shop/contracts';
import { PricingApi } from './pricing-api';

/** The DXF text the configurator sends with a design (the gateway's own example of one). */
export const designDxf =
  '0\nSECTION\n2\nENTITIES\n0\nCIRCLE\n8\n0\n10\n20\n20\n20\n40\n5\n0\nENDSEC\n0\nEOF\n';

/** A 300 × 200 mm plate of 2 mm Stahl S235 with four corner holes, as the configurator saves it. */
function designLine(materialId: number) {
  return {
    materialId,
    thickness: 2,
    quantity: 3,
    designParameters: {
      baseShape: 'rectangle',
      dimensions: {
        width: 300,
        height: 200,
        materialThickness: 2,
        diameter: 100,
        innerDiameter: 50,
        materialId,
      },
      holes: {
        pattern: 'corners',
        diameter: 10,
        spacingX: 20,
        spacingY: 20,
        rows: 3,
        columns: 3,
        includeCenter: false,
        positions: [],
      },
      features: { cornerRadius: 10, roundedCorners: true, text: [] },
      cutouts: [],
      customLines: [],
    },
    dxfFile: designDxf,
  };
}

const customer: PlaceOrderBody = {
  customer: {
    name: 'E2E Anna Schmidt',
    email: 'anna.schmidt@example.de',
    phone: '+49 231 123456',
    company: 'Schlosserei Schmidt GmbH',
    vatId: 'DE123456789',
  },
  billingAddress: { street: 'Hafenstraße 7', postalCode: '44147', city: 'Dortmund', country: 'DE' },
  delivery: 'shipping',
  paymentMethod: 'invoice',
  acceptTerms: true,
  note: 'Bitte Kanten entgraten.',
  language: 'de',
};

/**
 * Places an order as a customer's browser does, through the public API: a configurator design
 * goes into the cart (`POST /api/cart/from-konfigurator`), then `POST /api/orders` turns the cart
 * into an order. `request` must be a context of its own: its cart cookie is the customer's cart.
 */
export async function placeDesignOrder(
  request: APIRequestContext,
  overrides: Partial<PlaceOrderBody> = {},
): Promise<PlaceOrderResponse> {
  const material = await new PricingApi(request).material('Stahl S235');
  const added = await request.post('/api/cart/from-konfigurator', {
    data: designLine(material.id),
  });
  if (!added.ok()) {
    throw new Error(
      `POST /api/cart/from-konfigurator answered ${added.status()}: ${await added.text()}`,
    );
  }
  cartResponseSchema.parse(await added.json());
  const placed = await request.post('/api/orders', {
    data: { ...customer, ...overrides },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  if (placed.status() !== 201) {
    throw new Error(`POST /api/orders answered ${placed.status()}: ${await placed.text()}`);
  }
  return placeOrderResponseSchema.parse(await placed.json());
}
