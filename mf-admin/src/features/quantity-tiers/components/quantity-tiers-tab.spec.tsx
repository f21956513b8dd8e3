import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminPage from '../../../pages/admin-page';
import {
  recordToasts,
  renderRoutes,
  stopRecordingToasts,
  stubFetch,
  type RecordedRequest,
  type StubResponse,
} from '@shop/ui/testing';

afterEach(() => {
  cleanup();
  stopRecordingToasts();
});

/** Generous waits: the suite runs beside other suites on a busy two-core machine. */
const settled = { timeout: 5000 };

function stubAdminApi(
  stored: Array<{ minQuantity: number; discountPercent: number }>,
  write: (request: RecordedRequest) => StubResponse,
) {
  return stubFetch((request) => {
    if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: true } };
    if (request.method !== 'GET') return write(request);
    if (request.path === '/api/quantity-tiers') return { status: 200, body: { tiers: stored } };
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

async function tiersForm(language: 'de' | 'en' | 'pl' = 'de') {
  await renderRoutes({ '/admin/*': <AdminPage /> }, '/admin?tab=quantity-tiers', language);
  return screen.findByRole('form', {}, settled);
}

const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT');

describe('quantity tiers tab', () => {
  it('says there are no tiers, adds one and saves the whole list', async () => {
    const toasts = recordToasts();
    const requests = stubAdminApi([], (request) => ({
      status: 200,
      body: request.body as object,
    }));
    const form = await tiersForm();
    expect(within(form).getByText(/Keine Mengenrabatte/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Staffel hinzufügen' }));
    fireEvent.change(within(form).getByLabelText('Ab Stückzahl'), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText('Rabatt in %'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1), settled);
    expect(puts(requests)[0]).toMatchObject({
      path: '/api/quantity-tiers',
      body: { tiers: [{ minQuantity: 10, discountPercent: 5 }] },
    });
    await waitFor(() => expect(toasts.map((toast) => toast.variant)).toEqual(['success']));
  });

  it('refuses a second tier for the same quantity at its field and sends nothing', async () => {
    const requests = stubAdminApi([{ minQuantity: 10, discountPercent: 5 }], () => ({
      status: 500,
    }));
    const form = await tiersForm();
    await within(form).findByDisplayValue('10', {}, settled);
    fireEvent.click(within(form).getByRole('button', { name: 'Staffel hinzufügen' }));
    const quantities = within(form).getAllByLabelText('Ab Stückzahl');
    fireEvent.change(quantities[1]!, { target: { value: '10' } });
    fireEvent.change(within(form).getAllByLabelText('Rabatt in %')[1]!, {
      target: { value: '3' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(form).findByText('Für diese Stückzahl gibt es schon eine Staffel', {}, settled),
    ).toBeTruthy();
    expect(puts(requests)).toEqual([]);
  });

  it('removes a tier and saves the empty list, in English', async () => {
    const requests = stubAdminApi([{ minQuantity: 10, discountPercent: 5 }], () => ({
      status: 200,
      body: { tiers: [] },
    }));
    const form = await tiersForm('en');
    fireEvent.click(await within(form).findByRole('button', { name: 'Remove tier 1' }, settled));
    expect(within(form).getByText(/No quantity discounts/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1), settled);
    expect(puts(requests)[0]!.body).toEqual({ tiers: [] });
  });

  it("shows the server's field message under the field it names, in Polish", async () => {
    stubAdminApi([], () => ({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input: tiers.0.discountPercent',
        issues: [{ path: 'tiers.0.discountPercent', message: 'Must be less than 100' }],
      },
    }));
    const form = await tiersForm('pl');
    fireEvent.click(within(form).getByRole('button', { name: 'Dodaj próg' }));
    fireEvent.change(within(form).getByLabelText('Od ilości'), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText('Rabat w %'), { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await within(form).findByText('Musi być mniejsze niż 100', {}, settled)).toBeTruthy();
  });
});
