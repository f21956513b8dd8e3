import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const steel = { id: 2, name: 'steel_s235', displayName: 'Stahl S235' };

/** The gateway as an admin's browser sees it; `write` answers every mutation. */
function stubAdminApi(write: (request: RecordedRequest) => StubResponse) {
  return stubFetch((request) => {
    if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: true } };
    if (request.method !== 'GET') return write(request);
    if (request.path === '/api/system-settings/hole_cost') {
      return { status: 200, body: { key: 'hole_cost', value: 1 } };
    }
    if (request.path === '/api/materials?lang=de') return { status: 200, body: [steel] };
    if (request.path === '/api/material-prices/2') return { status: 200, body: [] };
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function thicknessForm() {
  await renderRoutes({ '/admin/*': <AdminPage /> }, '/admin');
  const card = await screen.findByRole('region', { name: 'Stahl S235' }, settled);
  const form = within(card).getByRole('form', { name: 'Dicke hinzufügen' });
  const input = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
  const fill = (thickness: string, price: string, cutting: string) => {
    fireEvent.change(input('Dicke (mm)'), { target: { value: thickness } });
    fireEvent.change(input('Preis pro m² (EUR)'), { target: { value: price } });
    fireEvent.change(input('Schnittkosten pro m (EUR)'), { target: { value: cutting } });
  };
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
  return { input, fill, submit };
}

describe('add forms', () => {
  it('empties the form and puts the cursor back in the first field after adding', async () => {
    stubAdminApi((request) => ({
      status: 201,
      body: { id: 30, ...(request.body as object), version: 1 },
    }));
    recordToasts();
    const { input, fill, submit } = await thicknessForm();
    fill('2.5', '24.30', '0.95');

    submit();

    await waitFor(() => expect(input('Dicke (mm)').value).toBe(''), settled);
    expect(input('Preis pro m² (EUR)').value).toBe('');
    expect(input('Schnittkosten pro m (EUR)').value).toBe('');
    expect(document.activeElement).toBe(input('Dicke (mm)'));
    // A fresh form: nothing is marked until the next submit. Validation runs in promises, never
    // on a timer: one turn of the event loop lets whatever the change started finish.
    fireEvent.change(input('Dicke (mm)'), { target: { value: '-1' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(input('Dicke (mm)').getAttribute('aria-invalid')).toBeNull();
  });

  it('reads a decimal comma as typed in German, sends numbers and steps with the arrow keys', async () => {
    const bodies: unknown[] = [];
    stubAdminApi((request) => {
      bodies.push(request.body);
      return { status: 201, body: { id: 31, ...(request.body as object), version: 1 } };
    });
    recordToasts();
    const { input, fill, submit } = await thicknessForm();
    expect(input('Dicke (mm)').type).toBe('text');
    expect(input('Dicke (mm)').getAttribute('inputmode')).toBe('decimal');
    fill('2,5', ' 24,30 ', '0,95');
    fireEvent.keyDown(input('Dicke (mm)'), { key: 'ArrowUp' });
    expect(input('Dicke (mm)').value).toBe('2,6');

    submit();

    await waitFor(() =>
      expect(bodies).toEqual([
        { materialId: 2, thickness: 2.6, pricePerM2: 24.3, cuttingLineCost: 0.95 },
      ]),
    );
  });

  it('refuses a thousands separator as not a number instead of misreading it', async () => {
    stubAdminApi(() => ({ status: 500, body: {} }));
    const { input, fill, submit } = await thicknessForm();
    fill('2', '1.000,50', '0');
    submit();
    await waitFor(() =>
      expect(descriptionOf(input('Preis pro m² (EUR)'))).toContain('gültige Zahl'),
    );
  });

  it("puts a 400's field messages under their fields until that field changes", async () => {
    stubAdminApi(() => ({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input: thickness, pricePerM2',
        issues: [
          { path: 'thickness', message: 'Must be at most 100' },
          { path: 'pricePerM2', message: 'At most two decimal places' },
        ],
      },
    }));
    recordToasts();
    const { input, fill, submit } = await thicknessForm();
    fill('3', '30', '1');

    submit();

    await waitFor(
      () => expect(descriptionOf(input('Dicke (mm)'))).toMatch(/^Darf höchstens 100 sein/),
      settled,
    );
    expect(descriptionOf(input('Preis pro m² (EUR)'))).toMatch(/^Höchstens zwei Nachkommastellen/);
    fireEvent.change(input('Dicke (mm)'), { target: { value: '4' } });
    await waitFor(
      () => expect(input('Dicke (mm)').getAttribute('aria-invalid')).toBeNull(),
      settled,
    );
    expect(descriptionOf(input('Preis pro m² (EUR)'))).toMatch(/^Höchstens zwei Nachkommastellen/);
  });
});
