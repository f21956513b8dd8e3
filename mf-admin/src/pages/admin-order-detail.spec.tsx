import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type OrderDetail, type OrderStatus, type UpdateOrderStatusBody } from '@shop/contracts';
import { checkOrderTransition } from '@shop/shop-rules';
import { annaOrder, annaSummary } from '../testing/order-fixtures';
import {
  recordToasts,
  renderRoutes,
  stopRecordingToasts,
  stubFetch,
  type RecordedRequest,
} from '@shop/ui/testing';
import AdminPage from './admin-page';

afterEach(() => {
  cleanup();
  stopRecordingToasts();
});

/** Generous waits: the suite runs beside other suites on a busy two-core machine. */
const settled = { timeout: 5000 };

const orderPath = '/api/admin/orders/B-2026-000125';

/** When anna.admin records a payment in these specs. */
const paymentRecordedAt = '2026-11-28T11:05:00.000Z';

/**
 * The gateway with one order, moved only as the lifecycle table allows (409 with the reason
 * otherwise, and its code where the lifecycle names one). `server.status` changes it behind the
 * page's back, as another admin would.
 */
function stubOrderApi(initialStatus: OrderStatus = 'new', changes: Partial<OrderDetail> = {}) {
  const server = { order: { ...annaOrder, ...changes, status: initialStatus } as OrderDetail };
  const requests = stubFetch((request) => {
    if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: true } };
    if (request.path.startsWith('/api/admin/orders?')) {
      const summary = { ...annaSummary, status: server.order.status };
      return { status: 200, body: { orders: [summary], nextBefore: null } };
    }
    if (request.method === 'POST' && request.path === `${orderPath}/payment`) {
      const { paymentMethod, paymentReceived, status } = server.order;
      if (paymentMethod !== 'prepayment' || paymentReceived !== null || status === 'cancelled') {
        const message = 'The payment of this order cannot be recorded';
        return { status: 409, body: { status: 409, code: 'CONFLICT', message } };
      }
      const received = { at: paymentRecordedAt, by: 'anna.admin' };
      server.order = { ...server.order, paymentReceived: received };
      return { status: 200, body: server.order };
    }
    if (request.path !== orderPath) {
      return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'No such order' } };
    }
    if (request.method === 'GET') return { status: 200, body: server.order };
    const { status } = request.body as UpdateOrderStatusBody;
    const check = checkOrderTransition(server.order.status, status, {
      paymentMethod: server.order.paymentMethod,
      paymentReceivedAt: server.order.paymentReceived?.at ?? null,
    });
    if (!check.allowed) {
      const code = check.code ?? 'CONFLICT';
      return { status: 409, body: { status: 409, code, message: check.reason } };
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

const gets = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.method === 'GET' && request.path === path);

const renderOrder = (language: 'de' | 'en' | 'pl' = 'de', path = '/admin/orders/B-2026-000125') =>
  renderRoutes({ '/admin/*': <AdminPage /> }, path, language);

/** The names of the buttons that change the status. */
async function statusButtons() {
  const section = await screen.findByRole('region', { name: 'Status' }, settled);
  const group = within(section).queryByRole('group', { name: 'Status ändern' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
}

const line = (name: string) => screen.getByRole('listitem', { name });

/** The texts a control is described by (its aria-describedby), in order. */
const descriptionsOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

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
    expect(sheet.textContent).toContain('2 mm dick · 1000 × 500 mm');
    expect(sheet.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'Menge2Stückpreis18,05 €Summe36,10 €',
    );
    expect(within(sheet).queryByRole('link')).toBeNull();
    const product = line('IPE 200');
    expect(product.textContent).toContain('S235, 6000 mm');
    expect(within(product).queryByRole('link')).toBeNull();
  });

  it('offers exactly the moves the lifecycle allows from the current status', async () => {
    stubOrderApi('new');
    await renderOrder();
    expect(await statusButtons()).toEqual(['Bestätigen', 'Stornieren']);
    cleanup();

    stubOrderApi('in_production');
    await renderOrder();
    expect(await statusButtons()).toEqual(['Als versendet markieren', 'Stornieren']);
    cleanup();

    stubOrderApi('shipped');
    await renderOrder('pl');
    const section = await screen.findByRole('region', { name: 'Status' }, settled);
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Zakończ']);
    expect(section.textContent).toContain(
      'gdy zamówienie otrzyma status „Potwierdzone”, „Wysłane” lub „Anulowane”',
    );
    cleanup();

    stubOrderApi('completed');
    await renderOrder();
    expect(await statusButtons()).toEqual([]);
    expect(
      screen.getByText('Eine Bestellung mit dem Status „Abgeschlossen“ ändert sich nicht mehr.'),
    ).toBeTruthy();
  });

  it('confirms an order, shows the new status and its history, and tells the customer is e-mailed', async () => {
    const { requests } = stubOrderApi('new');
    const toasts = recordToasts();
    await renderOrder();

    const confirm = (await screen.findAllByRole('button', { name: 'Bestätigen' }, settled))[0];
    const note = document.getElementById(confirm?.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      'Der Kunde erhält eine E-Mail, wenn die Bestellung den Status „Bestätigt“, „Versendet“ oder „Storniert“ erhält.',
    );
    fireEvent.click(confirm as HTMLElement);

    await waitFor(
      async () => expect(await statusButtons()).toEqual(['In Fertigung geben', 'Stornieren']),
      settled,
    );
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: orderPath, body: { status: 'confirmed' } },
    ]);
    expect(toasts).toContainEqual({
      title: 'Status geändert',
      description: 'Bestellung B-2026-000125: Bestätigt',
      variant: 'success',
    });
    const history = screen.getByRole('list', { name: 'Verlauf' });
    expect(within(history).getAllByRole('listitem')[1]?.textContent).toMatch(/^Bestätigt.*admin$/);
  });

  it('cancels only after the confirmation, and the list shows the cancelled order', async () => {
    const { requests } = stubOrderApi('confirmed');
    await renderRoutes({ '/admin/*': <AdminPage /> }, '/admin/orders');

    fireEvent.click(await screen.findByRole('link', { name: 'B-2026-000125' }, settled));
    fireEvent.click(await screen.findByRole('button', { name: 'Stornieren' }, settled));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Bestellung B-2026-000125 stornieren?',
    });
    // The customer is mailed about a cancellation, and the dialog says so before it is final.
    expect(dialog.textContent).toContain('Der Kunde erhält eine E-Mail über die Stornierung.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nicht stornieren' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Stornieren' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stornieren' }),
    );
    expect(
      await screen.findByText(
        'Eine Bestellung mit dem Status „Storniert“ ändert sich nicht mehr.',
        {},
        settled,
      ),
    ).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: orderPath, body: { status: 'cancelled' } },
    ]);

    // The list asked again after the change and shows the order's new status.
    fireEvent.click(screen.getByRole('link', { name: 'Zurück zu den Bestellungen' }));
    const table = await screen.findByRole('table', { name: 'Bestellungen' }, settled);
    await waitFor(
      () => expect(within(table).getAllByText('Storniert').length).toBeGreaterThan(0),
      settled,
    );
    expect(gets(requests, '/api/admin/orders?limit=25')).toHaveLength(2);
  });

  it("shows the server's reason for a refused move and the order as it is now", async () => {
    const { requests, server } = stubOrderApi('new');
    const toasts = recordToasts();
    await renderOrder();
    await screen.findByRole('button', { name: 'Bestätigen' }, settled);

    // Another admin cancels the order meanwhile.
    server.order = { ...server.order, status: 'cancelled' };
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));

    const alert = await screen.findByRole('alert', {}, settled);
    expect(alert.textContent).toContain('Der Status wurde nicht geändert.');
    expect(alert.textContent).toContain('An order that is cancelled cannot change any more');
    await waitFor(async () => expect(await statusButtons()).toEqual([]), settled);
    expect(gets(requests, orderPath)).toHaveLength(2);
    expect(toasts).toEqual([]);

    fireEvent.click(within(alert).getByRole('button', { name: 'Hinweis schließen' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), settled);
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

  it('records a prepayment after a confirmation, shows who recorded it when, and only then allows production', async () => {
    const { requests } = stubOrderApi('confirmed');
    const toasts = recordToasts();
    await renderOrder();

    const payment = await screen.findByRole('region', { name: 'Zahlungseingang' }, settled);
    expect(payment.textContent).toContain('Zahlung noch nicht erfasst');
    const production = screen.getByRole('button', { name: 'In Fertigung geben' });
    expect(production.getAttribute('aria-disabled')).toBe('true');
    expect(descriptionsOf(production)).toEqual([
      'Eine Bestellung auf Vorkasse geht erst in Fertigung, wenn ihr Zahlungseingang erfasst ist.',
    ]);
    fireEvent.click(production);
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

    fireEvent.click(within(payment).getByRole('button', { name: 'Zahlungseingang erfassen' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Zahlungseingang für Bestellung B-2026-000125 erfassen?',
    });
    expect(dialog.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'wenn 1.490,74 € mit dem Verwendungszweck B-2026-000125 auf dem Konto eingegangen sind',
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zahlungseingang erfassen' }));

    await waitFor(
      () =>
        expect(payment.textContent).toMatch(
          /^ZahlungseingangZahlung eingegangen am 28\.11\.2026, \d{2}:\d{2} \(anna\.admin\)$/,
        ),
      settled,
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: `${orderPath}/payment`, body: undefined },
    ]);
    expect(toasts).toContainEqual({
      title: 'Zahlungseingang erfasst',
      description: 'Bestellung B-2026-000125: Zahlung eingegangen',
      variant: 'success',
    });
    await waitFor(() =>
      expect(document.activeElement?.textContent).toMatch(/^Zahlung eingegangen/),
    );

    const allowed = screen.getByRole('button', { name: 'In Fertigung geben' });
    expect(allowed.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(allowed);
    await waitFor(
      async () => expect(await statusButtons()).toEqual(['Als versendet markieren', 'Stornieren']),
      settled,
    );
  });

  it("shows the server's refusal of production for an unpaid prepayment in the admin's language", async () => {
    const { server } = stubOrderApi('confirmed', {
      paymentReceived: { at: paymentRecordedAt, by: 'anna.admin' },
    });
    await renderOrder('pl');
    const production = await screen.findByRole('button', { name: 'Przekaż do produkcji' }, settled);
    expect(production.getAttribute('aria-disabled')).toBeNull();

    // Seen differently by the server, which alone decides.
    server.order = { ...server.order, paymentReceived: null };
    fireEvent.click(production);

    const alert = await screen.findByRole('alert', {}, settled);
    expect(alert.textContent).toContain('Status nie został zmieniony.');
    expect(alert.textContent).toContain(
      'Zamówienie z przedpłatą trafia do produkcji dopiero po zarejestrowaniu wpłaty.',
    );
    expect(alert.textContent).not.toContain('A prepayment order');
    // The reloaded order shows the move refused beside it, and the button to record the payment.
    await waitFor(
      () =>
        expect(
          screen
            .getByRole('button', { name: 'Przekaż do produkcji' })
            .getAttribute('aria-disabled'),
        ).toBe('true'),
      settled,
    );
    const payment = screen.getByRole('region', { name: 'Wpłata' });
    expect(within(payment).getByRole('button', { name: 'Zarejestruj wpłatę' })).toBeTruthy();
  });

  it('shows nothing of a payment on invoice, and no button to record one on a cancelled order', async () => {
    stubOrderApi('confirmed', { paymentMethod: 'invoice' });
    await renderOrder('en');
    const production = await screen.findByRole('button', { name: 'Start production' }, settled);
    expect(production.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    cleanup();

    stubOrderApi('cancelled');
    await renderOrder('en');
    const payment = await screen.findByRole('region', { name: 'Payment' }, settled);
    expect(payment.textContent).toBe('PaymentPayment not recorded yet');
    expect(within(payment).queryByRole('button')).toBeNull();
  });

  it('says so and reloads the order when its payment was recorded meanwhile by someone else', async () => {
    const { requests, server } = stubOrderApi('confirmed');
    const toasts = recordToasts();
    await renderOrder();
    const payment = await screen.findByRole('region', { name: 'Zahlungseingang' }, settled);

    server.order = { ...server.order, paymentReceived: { at: paymentRecordedAt, by: 'jan.admin' } };
    fireEvent.click(within(payment).getByRole('button', { name: 'Zahlungseingang erfassen' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: 'Zahlungseingang erfassen',
      }),
    );

    await waitFor(() => expect(payment.textContent).toContain('(jan.admin)'), settled);
    expect(toasts).toContainEqual({
      title: 'Zahlungseingang nicht erfasst',
      description:
        'Die Bestellung wurde inzwischen geändert – vielleicht storniert oder ihre Zahlung schon erfasst – und neu geladen.',
      variant: 'error',
    });
    expect(gets(requests, orderPath)).toHaveLength(2);
  });
});
