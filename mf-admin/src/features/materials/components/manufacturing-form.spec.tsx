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

const stainless = {
  id: 3,
  name: 'stainless_304',
  displayName: 'Edelstahl 304',
  manufacturing: { minHoleFactor: 1.5, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 },
};

function stubAdminApi(write: (request: RecordedRequest) => StubResponse) {
  return stubFetch((request) => {
    if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: true } };
    if (request.method !== 'GET') return write(request);
    if (request.path === '/api/system-settings/hole_cost') {
      return { status: 200, body: { key: 'hole_cost', value: 1 } };
    }
    if (request.path === '/api/materials?lang=de') return { status: 200, body: [stainless] };
    if (request.path === '/api/material-prices/3') return { status: 200, body: [] };
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

async function manufacturingForm() {
  await renderRoutes({ '/admin/*': <AdminPage /> }, '/admin');
  const card = await screen.findByRole('region', { name: 'Edelstahl 304' }, settled);
  const form = within(card).getByRole('form', { name: 'Fertigung' });
  const input = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const submit = () =>
    fireEvent.click(within(form).getByRole('button', { name: 'Fertigung speichern' }));
  return { input, submit };
}

describe("a material's manufacturing form", () => {
  it('shows the stored rules and saves the changed ones', async () => {
    const requests = stubAdminApi((request) => ({
      status: 200,
      body: { ...stainless, manufacturing: request.body },
    }));
    recordToasts();
    const { input, submit } = await manufacturingForm();
    expect(input('Kleinstes Loch (× Dicke)').value).toBe('1,5');
    expect(input('Tafelbreite (mm)').value).toBe('3000');
    expect(input('Tafelhöhe (mm)').value).toBe('1500');

    fireEvent.change(input('Kleinstes Loch (× Dicke)'), { target: { value: '2' } });
    submit();

    await waitFor(() => {
      const put = requests.find((request) => request.method === 'PUT');
      expect(put).toMatchObject({
        path: '/api/materials/3/manufacturing',
        body: { minHoleFactor: 2, maxSheetWidthMm: 3000, maxSheetHeightMm: 1500 },
      });
    }, settled);
  });

  it('refuses a factor above 5 and a sheet side below 100 before sending', async () => {
    const requests = stubAdminApi(() => ({ status: 500 }));
    const { input, submit } = await manufacturingForm();
    fireEvent.change(input('Kleinstes Loch (× Dicke)'), { target: { value: '6' } });
    fireEvent.change(input('Tafelbreite (mm)'), { target: { value: '50' } });

    submit();

    await waitFor(
      () => expect(input('Kleinstes Loch (× Dicke)').getAttribute('aria-invalid')).toBe('true'),
      settled,
    );
    expect(screen.getByText('Darf höchstens 5 sein')).toBeTruthy();
    expect(screen.getByText('Muss mindestens 100 sein')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
