import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListOrdersResponse } from '@shop/contracts';
import { annaSummary, janSummary, petraSummary } from '../testing/order-fixtures';
import { renderRoutes, stubFetch, type RecordedRequest, type StubResponse } from '@shop/ui/testing';
import AdminPage from './admin-page';

afterEach(cleanup);

/** Generous waits: the suite runs beside other suites on a busy two-core machine. */
const settled = { timeout: 5000 };

const allOrders = [annaSummary, janSummary, petraSummary];

/**
 * The gateway's order list: newest first, filtered by `status`, `limit` orders after `before`,
 * with `nextBefore` while more follow. `answer` replaces it for a test of a failure.
 */
function stubOrdersApi(answer?: (request: RecordedRequest) => StubResponse | undefined) {
  return stubFetch((request) => {
    if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: true } };
    const replaced = answer?.(request);
    if (replaced) return replaced;
    const url = new URL(request.path, 'http://localhost');
    if (url.pathname !== '/api/admin/orders') {
      return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } };
    }
    const status = url.searchParams.get('status');
    const before = url.searchParams.get('before');
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const matching = allOrders.filter((order) => status === null || order.status === status);
    const start = before ? matching.findIndex((order) => order.orderNumber === before) + 1 : 0;
    const orders = matching.slice(start, start + limit);
    const body: ListOrdersResponse = {
      orders,
      nextBefore: start + limit < matching.length ? (orders.at(-1)?.orderNumber ?? null) : null,
    };
    return { status: 200, body };
  });
}

const listRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/admin/orders')).map((r) => r.path);

const renderAt = (path: string, language: 'de' | 'en' | 'pl' = 'de') =>
  renderRoutes({ '/admin/*': <AdminPage /> }, path, language);

/** The list's rows, each named by its order number (the row header's link). */
async function orderRows() {
  const table = await screen.findByRole('table', { name: 'Bestellungen' }, settled);
  return within(table).getAllByRole('row').slice(1);
}

describe('Admin orders list', () => {
  it('lists the orders newest first with date, customer, delivery, lines, gross and status', async () => {
    stubOrdersApi();
    await renderAt('/admin/orders');

    const rows = await orderRows();
    expect(screen.getByRole('tab', { name: 'Bestellungen' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'B-2026-000125',
      'B-2026-000124',
      'B-2026-000123',
    ]);
    const anna = rows[0] as HTMLElement;
    const cells = within(anna)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      expect.stringMatching(/^24\.11\.2026, \d\d:30$/),
      'Anna SchmidtSchlosserei Schmidt GmbH',
      'VersandVorkasse',
      '4',
      '1.490,74\u00a0€',
      'Neu',
    ]);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe(
      'AbholungRechnung',
    );
    expect(screen.getByText('3 Bestellungen')).toBeTruthy();
  });

  it('asks for the status chosen in the address and changes it there', async () => {
    const requests = stubOrdersApi();
    await renderAt('/admin/orders?status=confirmed');

    const rows = await orderRows();
    expect(rows).toHaveLength(1);
    expect(within(rows[0] as HTMLElement).getByRole('link').textContent).toBe('B-2026-000124');
    const filter = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(filter.value).toBe('confirmed');
    expect(filter.selectedOptions[0]?.textContent).toBe('Bestätigt');

    fireEvent.change(filter, { target: { value: 'shipped' } });
    await waitFor(async () => {
      const shown = await orderRows();
      expect(within(shown[0] as HTMLElement).getByRole('link').textContent).toBe('B-2026-000123');
    }, settled);

    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(async () => expect(await orderRows()).toHaveLength(3), settled);
    expect(listRequests(requests)).toEqual([
      '/api/admin/orders?status=confirmed&limit=25',
      '/api/admin/orders?status=shipped&limit=25',
      '/api/admin/orders?limit=25',
    ]);
  });

  it('keeps the filter in the link to an order, so its back link returns to it', async () => {
    stubOrdersApi((request) =>
      request.path === '/api/admin/orders/B-2026-000124'
        ? { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'No such order' } }
        : undefined,
    );
    await renderAt('/admin/orders?status=confirmed');

    fireEvent.click(await screen.findByRole('link', { name: 'B-2026-000124' }, settled));
    expect(screen.getByTestId('path').textContent).toBe('/admin/orders/B-2026-000124');
    fireEvent.click(
      await screen.findByRole('link', { name: 'Zurück zu den Bestellungen' }, settled),
    );

    expect(await orderRows()).toHaveLength(1);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('confirmed');
  });

  it('loads the next page after the last order shown', async () => {
    const requests = stubOrdersApi((request) => {
      // Pages of two, so the three orders need a second page.
      if (request.path === '/api/admin/orders?limit=25') {
        return {
          status: 200,
          body: { orders: allOrders.slice(0, 2), nextBefore: 'B-2026-000124' },
        };
      }
      return undefined;
    });
    await renderAt('/admin/orders');

    expect(await orderRows()).toHaveLength(2);
    expect(screen.getByText('2 Bestellungen geladen, weitere vorhanden')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Bestellungen laden' }));

    await waitFor(async () => expect(await orderRows()).toHaveLength(3), settled);
    expect(listRequests(requests)).toEqual([
      '/api/admin/orders?limit=25',
      '/api/admin/orders?before=B-2026-000124&limit=25',
    ]);
    expect(screen.queryByRole('button', { name: 'Weitere Bestellungen laden' })).toBeNull();
  });

  it('says so when no order has the chosen status, in Polish', async () => {
    stubOrdersApi();
    await renderAt('/admin/orders?status=cancelled', 'pl');

    expect(
      await screen.findByText('Brak zamówień o statusie „Anulowane”.', {}, settled),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Zamówienia' })).toBeTruthy();
    const options = [...(screen.getByLabelText('Status') as HTMLSelectElement).options];
    expect(options.map((option) => option.textContent)).toEqual([
      'Wszystkie statusy',
      'Nowe',
      'Potwierdzone',
      'W produkcji',
      'Wysłane',
      'Zakończone',
      'Anulowane',
    ]);
  });

  it('shows an alert with a retry when the list cannot be loaded, in English', async () => {
    let failing = true;
    stubOrdersApi(() =>
      failing
        ? { status: 503, body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } }
        : undefined,
    );
    await renderAt('/admin/orders', 'en');

    const alert = await screen.findByRole('alert', {}, settled);
    expect(alert.textContent).toContain('The orders could not be loaded.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Orders' }, settled);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // The card a narrow screen shows in the row header: delivery, payment and lines in one line.
    expect(within(table).getAllByText('Pickup · Invoice · 1 line')).toHaveLength(1);
  });

  it('moves between the orders tab and the other tabs through the address', async () => {
    stubOrdersApi((request) =>
      request.method === 'GET' && !request.path.startsWith('/api/admin/orders')
        ? { status: 200, body: [] }
        : undefined,
    );
    await renderAt('/admin?tab=laser-requests');

    fireEvent.click(await screen.findByRole('tab', { name: 'Bestellungen' }, settled));
    expect(screen.getByTestId('path').textContent).toBe('/admin/orders');
    expect(await orderRows()).toHaveLength(3);

    fireEvent.click(screen.getByRole('tab', { name: 'Laser-Anfragen' }));
    expect(screen.getByTestId('path').textContent).toBe('/admin');
    expect(screen.getByRole('tab', { name: 'Laser-Anfragen' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
