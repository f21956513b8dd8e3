import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  recordToasts,
  renderRoutes,
  stopRecordingToasts,
  stubFetch,
  type RecordedRequest,
  type StubResponse,
} from '@shop/ui/testing';
import AdminPage from './admin-page';

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
    subcategories: ['IPE', 'HEA', 'HEB', 'IPN'],
    productType: 'i_trager',
    productCount: 1,
  },
  {
    slug: 'flachstahl',
    name: 'Flachstahl',
    description: 'Flach',
    image: 'flat-bar',
    subcategories: ['Flachstahl S235JR', 'Flachstahl S355J2'],
    productType: 'flachstahl',
    productCount: 1,
  },
];

const ipe200 = {
  id: 7,
  name: 'IPE 200',
  category: 'i-traeger',
  subcategory: 'IPE',
  material: 'S235',
  productType: 'i_trager',
  unit: 'Stück',
  inStock: true,
  sku: 'IPE-200',
  price: '168.72',
  pricePerTon: '1255.00',
  weightPerPiece: '134.400',
  height: '200.00',
  width: '100.00',
  thickness: '5.60',
  standardLength: '6000.00',
};

const flat = {
  id: 8,
  name: 'Flachstahl 20x5',
  category: 'flachstahl',
  subcategory: 'Flachstahl S235JR',
  material: 'S235',
  productType: 'flachstahl',
  unit: 'Stück',
  inStock: false,
  price: '7.10',
};

interface ApiOptions {
  write?: (request: RecordedRequest) => StubResponse;
  /** Holds the answer of GET /api/admin/products/7 until the returned release is called. */
  holdProduct?: Promise<void>;
  /** Holds the answer of every write until it resolves. */
  holdWrite?: Promise<void>;
}

/** The gateway as an admin's browser sees it. */
function stubCatalogueApi({ write, holdProduct, holdWrite }: ApiOptions = {}) {
  let products: Array<Record<string, unknown>> = [ipe200, flat];
  const dimensions = [{ id: 3, category: 'i-traeger', thickness: 2, width: 1000, length: 2000 }];
  return stubFetch(async (request) => {
    if (request.path === '/api/admin/check') return { status: 200, body: { isAdmin: true } };
    if (request.method === 'GET') {
      if (request.path === '/api/categories?lang=de') return { status: 200, body: categories };
      if (request.path === '/api/products') return { status: 200, body: products };
      if (request.path === '/api/admin/products/7') {
        await holdProduct;
        return { status: 200, body: ipe200 };
      }
      if (request.path === '/api/product-dimensions?category=i-traeger') {
        return { status: 200, body: dimensions };
      }
      return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } };
    }
    await holdWrite;
    const answer = write?.(request);
    if (answer) return answer;
    if (request.method === 'DELETE' && request.path === '/api/products/8') {
      products = products.filter((product) => product.id !== 8);
      return { status: 204 };
    }
    if (request.path === '/api/product-dimensions' && request.method === 'POST') {
      const { thickness, width, length } = request.body as Record<string, number>;
      const created = {
        id: 4,
        category: 'i-traeger',
        thickness: thickness ?? 0,
        width: width ?? 0,
        length: length ?? 0,
      };
      dimensions.push(created);
      return { status: 201, body: created };
    }
    // The catalogue answers with decimal strings; the form reads nothing of it but the status.
    const { name } = request.body as { name: string };
    const saved = { ...ipe200, id: request.method === 'POST' ? 9 : 7, name };
    return { status: request.method === 'POST' ? 201 : 200, body: saved };
  });
}

const writes = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method !== 'GET');

/** A field by its label; a required field's label ends in an asterisk. */
const labelled = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`));
const field = (label: string) => labelled(label) as HTMLInputElement;
const select = (label: string) => labelled(label) as HTMLSelectElement;

async function openForm(path: string) {
  return renderRoutes({ '/admin/*': <AdminPage /> }, path);
}

async function fillRequiredFields() {
  await screen.findByRole('option', { name: 'I-Träger' }, settled);
  fireEvent.change(select('Kategorie'), { target: { value: 'i-traeger' } });
  fireEvent.change(select('Unterkategorie'), { target: { value: 'IPE' } });
  fireEvent.change(field('Produktname (Deutsch)'), { target: { value: 'IPE 220' } });
}

describe('product form', () => {
  it('keeps the subcategory disabled until a category is chosen, then offers its subcategories', async () => {
    stubCatalogueApi();
    await openForm('/admin/products/add');
    await screen.findByRole('option', { name: 'I-Träger' }, settled);

    expect(select('Unterkategorie').disabled).toBe(true);
    fireEvent.change(select('Kategorie'), { target: { value: 'i-traeger' } });
    expect(select('Unterkategorie').disabled).toBe(false);
    const choices = within(select('Unterkategorie'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).toEqual(['Unterkategorie wählen', 'IPE', 'HEA', 'HEB', 'IPN']);

    fireEvent.change(select('Unterkategorie'), { target: { value: 'HEA' } });
    fireEvent.change(select('Kategorie'), { target: { value: 'flachstahl' } });
    // HEA is no Flachstahl subcategory: the choice is cleared.
    expect(select('Unterkategorie').value).toBe('');
    expect(
      within(select('Unterkategorie')).getByRole('option', { name: 'Flachstahl S355J2' }),
    ).toBeTruthy();
  });

  it('computes the price per piece from price per tonne and weight, disables it and shows pieces per tonne', async () => {
    stubCatalogueApi();
    await openForm('/admin/products/add');
    await fillRequiredFields();

    expect(screen.queryByRole('status', { name: 'Berechnete Werte' })).toBeNull();
    fireEvent.change(field('Preis pro Tonne netto (EUR)'), { target: { value: '1250' } });
    fireEvent.change(field('Gewicht pro Stück (kg)'), { target: { value: '14.796' } });

    // 1250 / 1000 x 14.796 = 18.495, rounded half up to cents.
    expect(field('Preis pro Stück (EUR)').value).toBe('18,50');
    expect(field('Preis pro Stück (EUR)').disabled).toBe(true);
    const info = screen.getByRole('status', { name: 'Berechnete Werte' });
    expect(within(info).getByText('Preis pro Stück').nextSibling?.textContent).toMatch(
      /^18,50\s€$/,
    );
    // 1000 / 14.796 with four decimals.
    expect(within(info).getByText('Stück pro Tonne').nextSibling?.textContent).toBe('67,5858');

    fireEvent.change(field('Gewicht pro Stück (kg)'), { target: { value: '' } });
    expect(field('Preis pro Stück (EUR)').disabled).toBe(false);
    expect(screen.queryByRole('status', { name: 'Berechnete Werte' })).toBeNull();
  });

  it('refuses to save without either price, with the SPEC toast', async () => {
    const requests = stubCatalogueApi();
    const toasts = recordToasts();
    await openForm('/admin/products/add');
    await fillRequiredFields();

    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));

    // The form checks a submit asynchronously (react-hook-form), so its answer comes a tick later.
    await waitFor(
      () =>
        expect(toasts).toEqual([
          {
            title: 'Fehler',
            description: 'Bitte geben Sie entweder Preis pro Tonne oder Preis pro Stück an',
            variant: 'error',
          },
        ]),
      settled,
    );
    expect(writes(requests)).toEqual([]);
  });

  it('marks the required fields when they are empty and sends nothing', async () => {
    const requests = stubCatalogueApi();
    await openForm('/admin/products/add');
    await screen.findByRole('option', { name: 'I-Träger' }, settled);
    fireEvent.change(field('Preis pro Stück (EUR)'), { target: { value: '12.5' } });

    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));

    await waitFor(
      () => expect(labelled('Kategorie').getAttribute('aria-invalid')).toBe('true'),
      settled,
    );
    for (const label of ['Kategorie', 'Unterkategorie', 'Produktname (Deutsch)']) {
      expect(labelled(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(select('Kategorie'));
    expect(writes(requests)).toEqual([]);
  });

  it('creates a product with floats, the computed price and no empty fields, then goes to /admin', async () => {
    const requests = stubCatalogueApi();
    const toasts = recordToasts();
    await openForm('/admin/products/add');
    await fillRequiredFields();
    fireEvent.change(field('Höhe'), { target: { value: '220' } });
    fireEvent.change(field('Standardlänge'), { target: { value: '6000' } });
    fireEvent.change(field('Preis pro Tonne netto (EUR)'), { target: { value: '1250' } });
    fireEvent.change(field('Gewicht pro Stück (kg)'), { target: { value: '14.796' } });

    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin'), settled);
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        path: '/api/products',
        body: {
          name: 'IPE 220',
          category: 'i-traeger',
          subcategory: 'IPE',
          material: 'S235',
          productType: 'i_trager',
          inStock: true,
          height: 220,
          standardLength: 6000,
          pricePerTon: 1250,
          weightPerPiece: 14.796,
          price: 18.5,
        },
      },
    ]);
    expect(toasts).toContainEqual({
      title: 'Hinzugefügt',
      description: 'Produkt IPE 220 wurde hinzugefügt',
      variant: 'success',
    });
    // Back on the products tab, filtered to the new product's category.
    expect(
      await screen.findByRole('tab', { name: 'Produkte', selected: true }, settled),
    ).toBeTruthy();
  });

  it('shows a spinner and no form while the product loads in edit mode, then saves with PATCH', async () => {
    let release = () => {};
    const holdProduct = new Promise<void>((resolve) => {
      release = resolve;
    });
    let releaseSave = () => {};
    const holdWrite = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    const requests = stubCatalogueApi({ holdProduct, holdWrite });
    await openForm('/admin/products/edit/7');

    expect(await screen.findByText('Produkt wird geladen …', {}, settled)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    release();

    const form = await screen.findByRole('form', { name: 'Produkt bearbeiten' }, settled);
    expect(field('Produktname (Deutsch)').value).toBe('IPE 200');
    expect(select('Unterkategorie').value).toBe('IPE');
    expect(field('Dicke').value).toBe('5,60');
    // 1255 EUR/t x 134.4 kg = 168.672 -> 168.67, computed again by the form.
    expect(field('Preis pro Stück (EUR)').value).toBe('168,67');

    fireEvent.change(field('Produktname (Deutsch)'), { target: { value: 'IPE 200 lang' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(form).findByRole('button', { name: 'Wird gespeichert …' }, settled),
    ).toBeTruthy();
    releaseSave();

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin'), settled);
    expect(writes(requests)).toMatchObject([
      { method: 'PATCH', path: '/api/products/7', body: { name: 'IPE 200 lang', price: 168.67 } },
    ]);
  });

  it('stays on the form with everything typed when saving fails', async () => {
    stubCatalogueApi({
      write: () => ({ status: 503, body: { status: 503, code: 'UNAVAILABLE', message: 'down' } }),
    });
    const toasts = recordToasts();
    await openForm('/admin/products/add');
    await fillRequiredFields();
    fireEvent.change(field('Preis pro Stück (EUR)'), { target: { value: '12.5' } });

    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Fehler',
          description: 'Das Produkt konnte nicht gespeichert werden',
          variant: 'error',
        }),
      settled,
    );
    expect(screen.getByTestId('path').textContent).toBe('/admin/products/add');
    expect(field('Produktname (Deutsch)').value).toBe('IPE 220');
  });
});

describe('products tab', () => {
  it('filters by category and deletes a product after a confirmation', async () => {
    const requests = stubCatalogueApi();
    const toasts = recordToasts();
    await openForm('/admin?tab=products');

    expect(await screen.findByRole('rowheader', { name: /IPE 200/ }, settled)).toBeTruthy();
    fireEvent.change(select('Kategorie'), { target: { value: 'flachstahl' } });
    expect(screen.queryByRole('rowheader', { name: /IPE 200/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Flachstahl 20x5 löschen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Produkt „Flachstahl 20x5“ löschen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Gelöscht',
          description: 'Produkt Flachstahl 20x5 wurde gelöscht',
          variant: 'success',
        }),
      settled,
    );
    expect(writes(requests)).toEqual([
      { method: 'DELETE', path: '/api/products/8', body: undefined },
    ]);
    expect(await screen.findByText('Keine Produkte in dieser Kategorie', {}, settled)).toBeTruthy();
  });
});

describe('product dimensions tab', () => {
  it('lists a category’s dimensions and adds one', async () => {
    const requests = stubCatalogueApi();
    const toasts = recordToasts();
    await openForm('/admin?tab=dimensions');

    await screen.findByRole('option', { name: 'I-Träger' }, settled);
    fireEvent.change(select('Kategorie'), { target: { value: 'i-traeger' } });
    expect(await screen.findByText('2 × 1000 × 2000 mm', {}, settled)).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Abmessung hinzufügen' });
    fireEvent.change(within(form).getByLabelText('Dicke (mm)'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Breite (mm)'), { target: { value: '1250' } });
    fireEvent.change(within(form).getByLabelText('Länge (mm)'), { target: { value: '2500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Hinzufügen' }));

    await waitFor(
      () =>
        expect(toasts).toContainEqual({
          title: 'Hinzugefügt',
          description: 'Abmessung 3 × 1250 × 2500 mm wurde hinzugefügt',
          variant: 'success',
        }),
      settled,
    );
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        path: '/api/product-dimensions',
        body: { category: 'i-traeger', thickness: 3, width: 1250, length: 2500 },
      },
    ]);
    expect(await screen.findByText('3 × 1250 × 2500 mm', {}, settled)).toBeTruthy();
  });
});
