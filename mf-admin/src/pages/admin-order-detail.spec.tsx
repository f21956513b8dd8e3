import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import {
  checkOrderTransition,
  type OrderDetail,
  type OrderStatus,
  type UpdateOrderStatusBody,
} from '@shop/contracts';
import { annaOrder, annaSummary } from '../features/testing/order-fixtures';
import { renderAdmin, stopRecordingToasts, stubFetch } from '../features/testing/render-page';
import AdminPage from './admin-page';

afterEach(() => {
  cleanup();
  stopRecordingToasts();
});

/** Generous waits: the suite runs beside other suites on a busy two-core machine. */
const settled = { timeout: 5000 };

const orderPath = '/api/admin/orders/B-2026-000125';

/**
 * The gateway with one order, moved only as the lifecycle table allows (409 with the reason
 * otherwise). `server.status` changes it behind the page's back, as another admin would.
 */
function stubOrderApi(initialStatus: OrderStatus = 'new', changes: Partial<OrderDetail> = {}) {
  const server = { order: { ...annaOrder, ...changes, status: initialStatus } as OrderDetail };
  const requests = stubFetch((request) => {
    if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: true } };
    if (request.path.startsWith('/api/admin/orders?')) {
      const summary = { ...annaSummary, status: server.order.status };
      return { status: 200, body: { orders: [summary], nextBefore: null } };
    }
    if (request.path !== orderPath) {
      return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'No such order' } };
    }
    if (request.method === 'GET') return { status: 200, body: server.order };
    const { status } = request.body as UpdateOrderStatusBody;
    const check = checkOrderTransition(server.order.status, status);
    if (!check.allowed) {
      return { status: 409, body: { status: 409, code: 'CONFLICT', message: check.reason } };
    }
    server.order = {
      ...server.order,
      status,
      history: [...server.order.history, { status, at: '2026-11-24T12:00:00.000Z', by: 'admin' }],
    };
    return { status: 200, body: server.order };
  });
  return { requests, server };
}

const renderOrder = (language: 'de' | 'en' | 'pl' = 'de', path = '/admin/orders/B-2026-000125') =>
  renderAdmin({ '/admin/*': <AdminPage /> }, path, language);

const line = (name: string) => screen.getByRole('listitem', { name });

describe('Admin order detail', () => {
  it('shows the customer, the addresses, payment, the note, the totals and the history', async () => {
    stubOrderApi();
    await renderOrder();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung B-2026-000125' }, settled),
    ).toBeTruthy();
    const customer = await screen.findByRole('region', { name: 'Kunde' }, settled);
    expect(
      within(customer).getByRole('link', { name: 'anna.schmidt@schlosserei-schmidt.de' }),
    ).toHaveProperty('href', 'mailto:anna.schmidt@schlosserei-schmidt.de');
    expect(customer.textContent).toContain('+49 231 123456');
    expect(customer.textContent).toContain('Schlosserei Schmidt GmbH');
    expect(customer.textContent).toContain('DE123456789');
    expect(customer.textContent).toContain('Bitte Kanten entgraten.');

    const delivery = screen.getByRole('region', { name: 'Lieferung und Zahlung' });
    expect(delivery.textContent).toContain('Hafenstraße 744147 DortmundDeutschland');
    expect(delivery.textContent).toContain('ul. Długa 1200-950 WarszawaPolen');
    expect(delivery.textContent).toContain('Vorkasse (Überweisung)');

    const totals = screen.getByRole('region', { name: 'Summen' });
    const amounts = within(totals)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\u00a0/g, ' '));
    // No minimum-order surcharge on this order, so no row for it.
    expect(amounts).toEqual([
      'Zwischensumme1.222,82 €',
      'Versand29,90 €',
      'Netto1.252,72 €',
      'MwSt. 19 %238,02 €',
      'Gesamt brutto1.490,74 €',
    ]);
    const history = screen.getByRole('list', { name: 'Verlauf' });
    expect(within(history).getByRole('listitem').textContent).toMatch(/^Neu24\.11\.2026.*Kunde$/);
  });

  it('says the goods are collected in Dortmund, or go to the billing address, in English', async () => {
    stubOrderApi('new', { delivery: 'pickup', deliveryAddress: null });
    await renderOrder('en');
    const pickup = await screen.findByRole('region', { name: 'Delivery and payment' }, settled);
    expect(pickup.textContent).toContain('Pickup in Dortmund (Industriestraße 14, 44147 Dortmund)');
    cleanup();

    stubOrderApi('new', { deliveryAddress: null });
    await renderOrder('en');
    const shipping = await screen.findByRole('region', { name: 'Delivery and payment' }, settled);
    expect(shipping.textContent).toContain('Same as billing address');
    expect(shipping.textContent).toContain('Prepayment (bank transfer)');
  });

  it('draws each part, describes it and links the DXF of each custom part for download', async () => {
    stubOrderApi();
    await renderOrder();

    const design = await screen.findByRole(
      'listitem',
      { name: 'Eigenes Blechelement, Stahl S235' },
      settled,
    );
    const drawing = within(design).getByRole('img', { name: 'Zeichnung von Position 2' });
    // 300 × 200 mm with 4 % room around it (12 mm of the longer side).
    expect(drawing.getAttribute('viewBox')).toBe('-12 -12 324 224');
    expect(drawing.querySelectorAll('path')).toHaveLength(5);
    expect(drawing.querySelector('path')?.getAttribute('stroke')).toBe('currentColor');
    expect(design.textContent).toContain('3 mm dick · 300 × 200 mm');
    const download = within(design).getByRole('link', { name: 'DXF herunterladen' });
    expect(download.getAttribute('href')).toBe('/api/admin/orders/B-2026-000125/lines/2/dxf');
    expect(download.getAttribute('download')).toBe('B-2026-000125-2.dxf');

    const laser = line('Laserteil flansch.dxf, Edelstahl 1.4301');
    expect(within(laser).getByRole('img', { name: 'Zeichnung von Position 3' })).toBeTruthy();
    expect(laser.textContent).toContain('1,5 mm dick · 120 × 80 mm');
    expect(
      within(laser).getByRole('link', { name: 'DXF herunterladen' }).getAttribute('href'),
    ).toBe('/api/admin/orders/B-2026-000125/lines/3/dxf');

    const sheet = line('Blechzuschnitt Stahl S235');
    expect(sheet.textContent).toContain('2 mm dick · 1.000 × 500 mm');
    expect(sheet.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'Menge2Stückpreis18,05 €Summe36,10 €',
    );
    expect(within(sheet).queryByRole('link')).toBeNull();
    const product = line('IPE 200');
    expect(product.textContent).toContain('S235, 6000 mm');
    expect(within(product).queryByRole('link')).toBeNull();
  });

  it('says so for an unknown or malformed order number', async () => {
    stubOrderApi();
    await renderOrder('de', '/admin/orders/B-2026-999999');
    expect(await screen.findByText('Diese Bestellung gibt es nicht.', {}, settled)).toBeTruthy();
    cleanup();

    const { requests } = stubOrderApi();
    await renderOrder('de', '/admin/orders/not-an-order');
    expect(await screen.findByText('Diese Bestellung gibt es nicht.', {}, settled)).toBeTruthy();
    expect(requests.some((request) => request.path.startsWith('/api/admin/orders'))).toBe(false);
  });
});
