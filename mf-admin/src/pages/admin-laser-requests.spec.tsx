import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import type { ListLaserQuoteRequestsResponse } from '@shop/contracts';
import { renderRoutes, stubFetch, type StubResponse } from '@shop/ui/testing';
import AdminPage from './admin-page';

afterEach(cleanup);

/** Generous waits: the suite runs beside other suites on a busy two-core machine. */
const settled = { timeout: 5000 };

const requests: ListLaserQuoteRequestsResponse = [
  {
    id: 7,
    createdAt: '2026-11-23T10:15:00.000Z',
    email: 'einkauf@example.de',
    fileName: 'flansch.dxf',
    quantity: 50,
    materialName: 'Stahl S235',
    thickness: 2.5,
    message: 'Bitte mit Entgraten',
    cutLengthMm: 1234.5,
    pierceCount: 5,
    widthMm: 120,
    heightMm: 80.04,
  },
  {
    id: 6,
    createdAt: '2026-11-22T09:00:00.000Z',
    email: 'kunde@example.com',
    fileName: 'platte.dxf',
    quantity: 1,
    materialName: null,
    thickness: null,
    message: null,
    cutLengthMm: 3000,
    pierceCount: 1,
    widthMm: 500,
    heightMm: 250,
  },
];

function stubApi(list: StubResponse) {
  return stubFetch((request) => {
    if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: true } };
    if (request.path === '/api/admin/laser-quote-requests') return list;
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

const renderTab = (language: 'de' | 'en' | 'pl' = 'de') =>
  renderRoutes({ '/admin/*': <AdminPage /> }, '/admin?tab=laser-requests', language);

describe('Admin laser requests tab', () => {
  it('lists the requests newest first with e-mail, choices, measures and message', async () => {
    stubApi({ status: 200, body: requests });
    await renderTab();

    const list = await screen.findByRole('list', { name: 'Laser-Anfragen' }, settled);
    expect(screen.getByRole('tab', { name: 'Laser-Anfragen' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(list).getByRole('listitem', { name: 'flansch.dxf' });
    expect(
      within(first).getByRole('link', { name: 'einkauf@example.de' }).getAttribute('href'),
    ).toBe('mailto:einkauf@example.de');
    expect(first.textContent).toContain('Stahl S235, 2,5 mm');
    expect(first.textContent).toContain('120 × 80 mm · Schnittlänge 1,23 m · 5 Einstiche');
    expect(first.textContent).toContain('Bitte mit Entgraten');
    const second = within(list).getByRole('listitem', { name: 'platte.dxf' });
    expect(second.textContent).toContain('Nicht gewählt');
    expect(second.textContent).not.toContain('Nachricht');
    expect(items[0]).toBe(first);
  });

  it('says so when there are no requests, in Polish', async () => {
    stubApi({ status: 200, body: [] });
    await renderTab('pl');

    expect(await screen.findByText('Brak zapytań.', {}, settled)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Zapytania laserowe' })).toBeTruthy();
  });

  it('shows an alert when the list cannot be loaded, in English', async () => {
    stubApi({ status: 503, body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } });
    await renderTab('en');

    expect(
      await screen.findByText(
        'The requests could not be loaded. Please try reloading the page.',
        {},
        settled,
      ),
    ).toBeTruthy();
  });
});
