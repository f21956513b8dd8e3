import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

const categories = [
  {
    slug: 'i-traeger',
    name: 'I-Träger',
    description: 'Träger',
    image: 'i-beam',
    subcategories: ['IPE', 'HEA'],
    productType: 'i_trager',
    productCount: 0,
  },
];

/** The gateway as an admin's browser sees it; `save` answers POST /api/products. */
function stubApi(save: (request: RecordedRequest) => StubResponse) {
  return stubFetch((request) => {
    if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: true } };
    if (request.method === 'GET' && request.path === '/api/categories?lang=de') {
      return { status: 200, body: categories };
    }
    if (request.method === 'GET') return { status: 200, body: [] };
    return save(request);
  });
}

const labelled = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`)) as HTMLInputElement;
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const type = (label: string, value: string) =>
  fireEvent.change(labelled(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
const writes = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method !== 'GET');

async function openNewProductForm() {
  await renderRoutes({ '/admin/*': <AdminPage /> }, '/admin/products/add');
  await screen.findByRole('option', { name: 'I-Träger' }, settled);
  type('Kategorie', 'i-traeger');
  type('Unterkategorie', 'IPE');
}

const priceMissing = 'Bitte geben Sie entweder Preis pro Tonne oder Preis pro Stück an';

describe('product form validation', () => {
  it('says nothing before the first save attempt, then follows every change', async () => {
    const requests = stubApi(() => ({ status: 201, body: {} }));
    await openNewProductForm();
    type('Produktname (Deutsch)', 'IPE 220');
    type('Produktname (Deutsch)', '');
    type('Preis pro Stück (EUR)', '12.5');

    expect(labelled('Produktname (Deutsch)').getAttribute('aria-invalid')).toBeNull();
    submit();
    await waitFor(
      () => expect(descriptionOf(labelled('Produktname (Deutsch)'))).toBe('Erforderlich'),
      settled,
    );

    type('Produktname (Deutsch)', 'IPE 220');
    await waitFor(
      () => expect(labelled('Produktname (Deutsch)').getAttribute('aria-invalid')).toBeNull(),
      settled,
    );
    type('Produktname (Deutsch)', ' ');
    await waitFor(
      () => expect(descriptionOf(labelled('Produktname (Deutsch)'))).toBe('Erforderlich'),
      settled,
    );
    expect(writes(requests)).toEqual([]);
  });

  it('takes the either-price message off both price fields once one price is typed', async () => {
    stubApi(() => ({ status: 201, body: {} }));
    recordToasts();
    await openNewProductForm();
    type('Produktname (Deutsch)', 'IPE 220');

    submit();
    await waitFor(
      () => expect(descriptionOf(labelled('Preis pro Stück (EUR)'))).toMatch(priceMissing),
      settled,
    );
    expect(descriptionOf(labelled('Preis pro Tonne netto (EUR)'))).toMatch(priceMissing);

    type('Preis pro Tonne netto (EUR)', '1250');
    await waitFor(
      () => expect(descriptionOf(labelled('Preis pro Stück (EUR)'))).not.toMatch(priceMissing),
      settled,
    );
    expect(descriptionOf(labelled('Preis pro Tonne netto (EUR)'))).not.toMatch(priceMissing);
    // Price per tonne alone needs the weight to become a price per piece.
    expect(descriptionOf(labelled('Gewicht pro Stück (kg)'))).toBe(
      'Erforderlich, um den Preis pro Stück zu berechnen',
    );
  });

  it("puts a 400's field messages under their fields until that field changes", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input: name, sku',
        issues: [
          { path: 'name', message: 'At most 200 characters' },
          { path: 'sku', message: 'At most 64 characters' },
        ],
      },
    }));
    recordToasts();
    await openNewProductForm();
    type('Produktname (Deutsch)', 'IPE 220');
    type('Preis pro Stück (EUR)', '12.5');
    type('SKU / Artikelnummer', 'IPE-220');

    submit();
    await waitFor(
      () => expect(descriptionOf(labelled('Produktname (Deutsch)'))).toBe('Höchstens 200 Zeichen'),
      settled,
    );
    expect(descriptionOf(labelled('SKU / Artikelnummer'))).toBe('Höchstens 64 Zeichen');

    type('SKU / Artikelnummer', 'IPE-220-A');
    await waitFor(
      () => expect(labelled('SKU / Artikelnummer').getAttribute('aria-invalid')).toBeNull(),
      settled,
    );
    expect(descriptionOf(labelled('Produktname (Deutsch)'))).toBe('Höchstens 200 Zeichen');
  });

  it('names a taken SKU next to its field', async () => {
    stubApi(() => ({
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: 'SKU IPE-220 is taken' },
    }));
    const toasts = recordToasts();
    await openNewProductForm();
    type('Produktname (Deutsch)', 'IPE 220');
    type('Preis pro Stück (EUR)', '12.5');
    type('SKU / Artikelnummer', 'IPE-220');

    submit();
    await waitFor(
      () =>
        expect(descriptionOf(labelled('SKU / Artikelnummer'))).toBe(
          'Diese Artikelnummer ist bereits vergeben',
        ),
      settled,
    );
    expect(toasts).toContainEqual({
      title: 'Fehler',
      description: 'Diese Artikelnummer ist bereits vergeben',
      variant: 'error',
    });
  });
});
