import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, stubFetch, type RecordedRequest, type StubResponse } from '@shop/ui/testing';
import { PRICE_REQUEST_DEBOUNCE_MS } from '../features/price-calculator/hooks/use-price-calculator';
import HomePage from './home-page';

const materials = [
  { id: 1, name: 'aluminum_5754', displayName: 'Aluminium 5754' },
  { id: 2, name: 'steel_s235', displayName: 'Stahl S235' },
  { id: 3, name: 'stainless_304', displayName: 'Edelstahl 304' },
];

const priceRows: Record<string, object[]> = {
  '1': [
    { id: 11, materialId: 1, thickness: 2, pricePerM2: 19.8, cuttingLineCost: 0.9, version: 1 },
  ],
  '2': [
    { id: 22, materialId: 2, thickness: 3, pricePerM2: 28.9, cuttingLineCost: 1.2, version: 1 },
    { id: 21, materialId: 2, thickness: 1.5, pricePerM2: 14.2, cuttingLineCost: 0.8, version: 1 },
  ],
};

const steelBreakdown = {
  material: { id: 2, displayName: 'Stahl S235' },
  thickness: 3,
  width: 1000,
  height: 500,
  area: 0.5,
  materialCost: 14.45,
  cuttingLength: 3,
  cuttingCost: 3.6,
  pricePerM2: 28.9,
  cuttingLineCost: 1.2,
  totalPrice: 18.05,
};

/** Generous waits: the suite runs beside other suites on a busy two-core machine. */
const settled = { timeout: 5000 };

/** The gateway as the browser sees it; `calculate` decides the answer to a price request. */
function stubShopApi(
  calculate: (request: RecordedRequest) => StubResponse = () => ({
    status: 200,
    body: steelBreakdown,
  }),
) {
  return stubFetch((request) => {
    if (request.path === '/api/materials?lang=de') return { status: 200, body: materials };
    const pricesMatch = /^\/api\/material-prices\/(\d+)$/.exec(request.path);
    if (pricesMatch) return { status: 200, body: priceRows[pricesMatch[1] ?? ''] ?? [] };
    if (request.path === '/api/calculate-price' && request.method === 'POST') {
      return calculate(request);
    }
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

const priceRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/api/calculate-price');

async function chooseMaterial(displayName: string) {
  const select = screen.getByLabelText('Material');
  await waitFor(() => expect(isDisabled(select)).toBe(false), settled);
  fireEvent.change(select, {
    target: { value: String(materials.find((m) => m.displayName === displayName)?.id) },
  });
}

async function chooseThickness(label: string) {
  const select = screen.getByLabelText('Dicke (mm)');
  const option = await within(select).findByRole('option', { name: label }, settled);
  fireEvent.change(select, { target: { value: (option as HTMLOptionElement).value } });
}

function typeDimensions(width: string, height: string) {
  fireEvent.change(screen.getByLabelText('Breite (mm)'), { target: { value: width } });
  fireEvent.change(screen.getByLabelText('Höhe (mm)'), { target: { value: height } });
}

/**
 * Lets the typed inputs settle past the calculator's wait before it asks for a price, on Jest's
 * fake clock (switched on before typing), with whatever would follow from it.
 */
const settleInputs = () => act(() => jest.advanceTimersByTimeAsync(PRICE_REQUEST_DEBOUNCE_MS * 2));

const isDisabled = (element: HTMLElement) => (element as HTMLSelectElement).disabled;

/** The text of the elements named by `aria-describedby` (what a screen reader reads after the label). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** The value cell of the breakdown row headed `header` (the table e2e tests read too). */
const breakdownValue = (header: string) => {
  const row = screen.getByRole('rowheader', { name: header }).closest('tr');
  if (!row) throw new Error(`No breakdown row for ${header}`);
  return within(row).getByRole('cell');
};

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('HomePage calculator', () => {
  it('shows the breakdown the server returned, formatted in German', async () => {
    const requests = stubShopApi();
    await renderPage(<HomePage />);

    await chooseMaterial('Stahl S235');
    await chooseThickness('3 mm');
    typeDimensions('1000', '500');

    await screen.findByRole('rowheader', { name: 'Gesamtpreis' }, settled);
    expect(breakdownValue('Material').textContent).toBe('Stahl S235');
    expect(breakdownValue('Fläche').textContent).toBe('0,50 m²');
    expect(breakdownValue('Materialkosten').textContent).toBe('14,45\u00a0€');
    expect(breakdownValue('Schnittlänge').textContent).toBe('3,00 m');
    expect(breakdownValue('Schnittkosten').textContent).toBe('3,60\u00a0€');
    expect(breakdownValue('Gesamtpreis').textContent).toBe('18,05\u00a0€');
    expect(priceRequests(requests)).toEqual([
      {
        method: 'POST',
        path: '/api/calculate-price',
        body: { materialId: 2, width: 1000, height: 500, thickness: 3 },
      },
    ]);
  });

  it('lists the thicknesses of the chosen material, thinnest first, in German notation', async () => {
    stubShopApi();
    await renderPage(<HomePage />);
    const thickness = screen.getByLabelText('Dicke (mm)');
    expect(isDisabled(thickness)).toBe(true);

    await chooseMaterial('Stahl S235');

    await within(thickness).findByRole('option', { name: '1,5 mm' });
    const options = within(thickness)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Dicke wählen', '1,5 mm', '3 mm']);
    expect(isDisabled(thickness)).toBe(false);
  });

  it('clears the thickness and the price when the material changes', async () => {
    stubShopApi();
    await renderPage(<HomePage />);
    await chooseMaterial('Stahl S235');
    await chooseThickness('3 mm');
    typeDimensions('1000', '500');
    await screen.findByRole('rowheader', { name: 'Gesamtpreis' }, settled);

    await chooseMaterial('Aluminium 5754');

    expect((screen.getByLabelText('Dicke (mm)') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('rowheader', { name: 'Gesamtpreis' })).toBeNull();
    screen.getByText(
      'Wählen Sie Material und Dicke und geben Sie Breite und Höhe ein, um Ihren Preis zu sehen.',
    );
    await within(screen.getByLabelText('Dicke (mm)')).findByRole('option', { name: '2 mm' });
  });

  it('prices a width typed with a decimal comma as that decimal', async () => {
    const requests = stubShopApi();
    await renderPage(<HomePage />);
    await chooseMaterial('Stahl S235');
    await chooseThickness('3 mm');
    typeDimensions(' 12,5 ', '500');

    await screen.findByRole('rowheader', { name: 'Gesamtpreis' }, settled);
    expect(priceRequests(requests).map((request) => request.body)).toEqual([
      { materialId: 2, width: 12.5, height: 500, thickness: 3 },
    ]);
  });

  it('refuses a thousands separator instead of misreading it, and requests no price', async () => {
    const requests = stubShopApi();
    await renderPage(<HomePage />);
    await chooseMaterial('Stahl S235');
    await chooseThickness('3 mm');
    jest.useFakeTimers();
    typeDimensions('1.000,5', '500');

    expect(descriptionOf(screen.getByLabelText('Breite (mm)'))).toBe('Muss eine gültige Zahl sein');
    await settleInputs();
    expect(priceRequests(requests)).toEqual([]);
  });

  it('steps the width with the arrow keys', async () => {
    stubShopApi();
    await renderPage(<HomePage />);
    const width = screen.getByLabelText('Breite (mm)');
    typeDimensions('12,5', '500');
    fireEvent.keyDown(width, { key: 'ArrowUp' });
    expect(width).toHaveProperty('value', '13,5');
  });

  it('marks a width of 0 as invalid and requests no price', async () => {
    const requests = stubShopApi();
    await renderPage(<HomePage />);
    await chooseMaterial('Stahl S235');
    await chooseThickness('3 mm');
    jest.useFakeTimers();
    typeDimensions('0', '500');

    const width = screen.getByLabelText('Breite (mm)');
    expect(descriptionOf(width)).toBe('Zwischen 1 und 6000 mm');
    expect(width.getAttribute('aria-invalid')).toBe('true');
    await settleInputs();
    expect(priceRequests(requests)).toEqual([]);
  });

  it('asks for a width that was typed and then emptied, and requests no price', async () => {
    const requests = stubShopApi();
    await renderPage(<HomePage />);
    await chooseMaterial('Stahl S235');
    await chooseThickness('3 mm');
    expect(descriptionOf(screen.getByLabelText('Breite (mm)'))).toBe('');

    typeDimensions('1000', '500');
    await screen.findByRole('rowheader', { name: 'Gesamtpreis' }, settled);
    fireEvent.change(screen.getByLabelText('Breite (mm)'), { target: { value: '' } });

    expect(descriptionOf(screen.getByLabelText('Breite (mm)'))).toBe('Erforderlich');
    expect(screen.queryByRole('rowheader', { name: 'Gesamtpreis' })).toBeNull();
    expect(priceRequests(requests)).toHaveLength(1);
  });

  it('names the side limit when a width is too large', async () => {
    stubShopApi();
    await renderPage(<HomePage />);
    typeDimensions('7000', '500');
    expect(descriptionOf(screen.getByLabelText('Breite (mm)'))).toBe('Zwischen 1 und 6000 mm');
  });

  it('names the side limit in English and Polish too', async () => {
    stubShopApi();
    await renderPage(<HomePage />, 'en');
    fireEvent.change(screen.getByLabelText('Width (mm)'), { target: { value: '-50' } });
    expect(descriptionOf(screen.getByLabelText('Width (mm)'))).toBe('Between 1 and 6000 mm');
    cleanup();
    await renderPage(<HomePage />, 'pl');
    const width = screen.getByLabelText(/Szeroko/);
    fireEvent.change(width, { target: { value: '99999' } });
    expect(descriptionOf(width)).toBe('Od 1 do 6000 mm');
  });

  it('shows the materials alert and disables the dropdown when materials fail', async () => {
    stubFetch(() => ({
      status: 503,
      body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Pricing is unavailable' },
    }));
    await renderPage(<HomePage />);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Materialliste konnte nicht geladen werden. Bitte versuchen Sie, die Seite zu aktualisieren.',
    );
    expect(isDisabled(screen.getByLabelText('Material'))).toBe(true);
    expect(isDisabled(screen.getByLabelText('Dicke (mm)'))).toBe(true);
  });

  it('shows the price alert when the calculation fails', async () => {
    stubShopApi(() => ({
      status: 503,
      body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Pricing is unavailable' },
    }));
    await renderPage(<HomePage />);
    await chooseMaterial('Stahl S235');
    await chooseThickness('3 mm');
    typeDimensions('1000', '500');

    expect((await screen.findByRole('alert', {}, settled)).textContent).toContain(
      'Der Preis konnte nicht berechnet werden. Bitte überprüfen Sie die eingegebenen Daten und versuchen Sie es erneut.',
    );
  });

  it('never shows a price for inputs that have since changed', async () => {
    const requests = stubShopApi((request) => {
      const { width, height } = request.body as { width: number; height: number };
      return { status: 200, body: { ...steelBreakdown, width, height, totalPrice: width / 100 } };
    });
    await renderPage(<HomePage />);
    await chooseMaterial('Stahl S235');
    await chooseThickness('3 mm');
    typeDimensions('1000', '500');
    await waitFor(
      () => expect(breakdownValue('Gesamtpreis').textContent).toBe('10,00\u00a0€'),
      settled,
    );

    typeDimensions('1200', '500');

    expect(screen.queryByRole('rowheader', { name: 'Gesamtpreis' })).toBeNull();
    screen.getByText('Preis wird berechnet …');
    await waitFor(
      () => expect(breakdownValue('Gesamtpreis').textContent).toBe('12,00\u00a0€'),
      settled,
    );
    expect(priceRequests(requests)).toHaveLength(2);
  });
});
