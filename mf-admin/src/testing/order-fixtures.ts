import type { OrderDetail, OrderSummary } from '@shop/contracts';

/** Orders as the gateway answers them, for the admin's order specs. */

export const annaSummary: OrderSummary = {
  orderNumber: 'B-2026-000125',
  status: 'new',
  createdAt: '2026-11-24T09:30:00.000Z',
  customerName: 'Anna Schmidt',
  company: 'Schlosserei Schmidt GmbH',
  email: 'anna.schmidt@schlosserei-schmidt.de',
  lineCount: 4,
  gross: '1490.74',
  delivery: 'shipping',
  paymentMethod: 'prepayment',
};

export const janSummary: OrderSummary = {
  orderNumber: 'B-2026-000124',
  status: 'confirmed',
  createdAt: '2026-11-23T15:05:00.000Z',
  customerName: 'Jan Kowalski',
  company: null,
  email: 'jan.kowalski@example.pl',
  lineCount: 1,
  gross: '60.15',
  delivery: 'pickup',
  paymentMethod: 'invoice',
};

export const petraSummary: OrderSummary = {
  orderNumber: 'B-2026-000123',
  status: 'shipped',
  createdAt: '2026-11-20T08:00:00.000Z',
  customerName: 'Petra Wagner',
  company: 'Wagner Stahlbau KG',
  email: 'einkauf@wagner-stahlbau.de',
  lineCount: 2,
  gross: '88.00',
  delivery: 'shipping',
  paymentMethod: 'invoice',
};

/** A 300 × 200 mm plate with rounded corners and four holes, as the configurator draws it. */
export const plateDrawing = {
  viewBox: [0, 0, 300, 200] as [number, number, number, number],
  paths: [
    'M10 0L290 0A10 10 0 0 1 300 10L300 190A10 10 0 0 1 290 200L10 200A10 10 0 0 1 0 190L0 10A10 10 0 0 1 10 0Z',
    'M15 20A5 5 0 1 1 25 20A5 5 0 1 1 15 20Z',
    'M275 20A5 5 0 1 1 285 20A5 5 0 1 1 275 20Z',
    'M15 180A5 5 0 1 1 25 180A5 5 0 1 1 15 180Z',
    'M275 180A5 5 0 1 1 285 180A5 5 0 1 1 275 180Z',
  ],
};

/** Anna's order: a sheet, a configurator design, an uploaded DXF part and a profile. */
export const annaOrder: OrderDetail = {
  orderNumber: 'B-2026-000125',
  status: 'new',
  createdAt: '2026-11-24T09:30:00.000Z',
  language: 'de',
  customer: {
    name: 'Anna Schmidt',
    email: 'anna.schmidt@schlosserei-schmidt.de',
    phone: '+49 231 123456',
    company: 'Schlosserei Schmidt GmbH',
    vatId: 'DE123456789',
  },
  billingAddress: { street: 'Hafenstraße 7', postalCode: '44147', city: 'Dortmund', country: 'DE' },
  deliveryAddress: {
    street: 'ul. Długa 12',
    postalCode: '00-950',
    city: 'Warszawa',
    country: 'PL',
  },
  delivery: 'shipping',
  paymentMethod: 'prepayment',
  paymentReceived: null,
  note: 'Bitte Kanten entgraten.\nAnlieferung nur vormittags.',
  lines: [
    {
      kind: 'sheet',
      position: 1,
      quantity: 2,
      unitPrice: '18.05',
      lineTotal: '36.10',
      materialId: 2,
      materialName: 'Stahl S235',
      thickness: 2,
      width: 1000,
      height: 500,
    },
    {
      kind: 'design',
      position: 2,
      quantity: 10,
      unitPrice: '42.30',
      lineTotal: '423.00',
      materialId: 2,
      materialName: 'Stahl S235',
      thickness: 3,
      width: 300,
      height: 200,
      designParameters: { baseShape: 'rectangle' },
      drawing: plateDrawing,
      partFile: { fileName: 'B-2026-000125-2.dxf', sizeBytes: 12_400 },
    },
    {
      kind: 'laser',
      position: 3,
      quantity: 50,
      unitPrice: '11.90',
      lineTotal: '595.00',
      materialId: 3,
      materialName: 'Edelstahl 1.4301',
      thickness: 1.5,
      width: 120,
      height: 80,
      fileName: 'flansch.dxf',
      drawing: {
        viewBox: [-60, -40, 120, 80],
        paths: ['M-60 -40H60V40H-60Z', 'M-10 0A10 10 0 1 1 10 0A10 10 0 1 1 -10 0Z'],
      },
      partFile: { fileName: 'flansch.dxf', sizeBytes: 830 },
    },
    {
      kind: 'product',
      position: 4,
      quantity: 1,
      unitPrice: '168.72',
      lineTotal: '168.72',
      productId: 7,
      productName: 'IPE 200',
      productDescription: 'S235, 6000 mm',
    },
  ],
  totals: {
    subtotal: '1222.82',
    surcharge: '0.00',
    shipping: '29.90',
    net: '1252.72',
    vatRate: '19',
    vat: '238.02',
    gross: '1490.74',
  },
  history: [{ status: 'new', at: '2026-11-24T09:30:00.000Z', by: null }],
};
