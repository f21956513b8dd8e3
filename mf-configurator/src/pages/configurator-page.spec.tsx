import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from '@shop/ui';
import { renderPage, stubFetch, type RecordedRequest, type StubResponse } from '@shop/ui/testing';
import ConfiguratorPage from './configurator-page';

const materials = [
  { id: 1, name: 'aluminum_5754', displayName: 'Aluminium 5754' },
  { id: 2, name: 'steel_s235', displayName: 'Stahl S235' },
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

const emptyCart = {
  items: [],
  totalQuantity: 0,
  summary: { subtotal: '0.00', minimumOrderValue: '25.00', surcharge: '0.00', total: '0.00' },
};

const settled = { timeout: 5000 };

function stubShopApi(
  overrides: { holeCost?: StubResponse; materials?: StubResponse; addToCart?: StubResponse } = {},
) {
  return stubFetch((request: RecordedRequest) => {
    if (request.path === '/api/materials?lang=de') {
      return overrides.materials ?? { status: 200, body: materials };
    }
    const pricesMatch = /^\/api\/material-prices\/(\d+)$/.exec(request.path);
    if (pricesMatch) return { status: 200, body: priceRows[pricesMatch[1] ?? ''] ?? [] };
    if (request.path === '/api/system-settings/hole_cost') {
      return overrides.holeCost ?? { status: 200, body: { key: 'hole_cost', value: 0.5 } };
    }
    if (request.path === '/api/cart/from-konfigurator') {
      return overrides.addToCart ?? { status: 201, body: emptyCart };
    }
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

async function renderConfigurator(language: 'de' | 'en' | 'pl' = 'de') {
  return renderPage(
    <>
      <ConfiguratorPage />
      <Toaster closeLabel="Schließen" />
    </>,
    language,
  );
}

async function chooseMaterial(displayName: string) {
  const select = screen.getByLabelText('Material');
  await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false), settled);
  const id = materials.find((material) => material.displayName === displayName)?.id;
  fireEvent.change(select, { target: { value: String(id) } });
}

const totalPrice = () => screen.getByRole('rowheader', { name: 'Gesamtpreis' }).nextElementSibling;

afterEach(cleanup);

describe('ConfiguratorPage', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the title, the five tabs and a disabled thickness select until a material is chosen', async () => {
    stubShopApi();
    await renderConfigurator();
    expect(screen.getByRole('heading', { level: 1, name: 'Blechelemente entwerfen' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Parameter' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Form', 'Maße', 'Löcher', 'Ecken', 'Mehr']);
    const thickness = screen.getByLabelText('Dicke (mm)') as HTMLSelectElement;
    expect(thickness.disabled).toBe(true);
    expect(thickness.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('Wählen Sie zuerst ein Material').length).toBeGreaterThan(0);
  });

  it('sets 3 mm on a material change and prices the default rectangle with the hole cost', async () => {
    stubShopApi();
    await renderConfigurator();
    await chooseMaterial('Stahl S235');
    const thickness = screen.getByLabelText('Dicke (mm)') as HTMLSelectElement;
    await waitFor(() => expect(thickness.value).toBe('3'), settled);
    // 200 x 150: 0.03 m² x 28.90 = 0.867 -> 0.87; 0.7 m x 1.20 = 0.84; no holes.
    expect(totalPrice()?.textContent).toMatch(/1,71/);

    fireEvent.click(screen.getByRole('tab', { name: 'Löcher' }));
    fireEvent.change(screen.getByLabelText('Lochmuster'), { target: { value: 'grid' } });
    // 3 x 3 holes at 0.50 EUR each.
    await waitFor(() => expect(totalPrice()?.textContent).toMatch(/6,21/), settled);
  });

  it('uses 1.00 EUR per hole when the hole cost cannot be read', async () => {
    stubShopApi({
      holeCost: { status: 503, body: { status: 503, code: 'UNAVAILABLE', message: 'x' } },
    });
    await renderConfigurator();
    await chooseMaterial('Stahl S235');
    fireEvent.click(screen.getByRole('tab', { name: 'Löcher' }));
    fireEvent.change(screen.getByLabelText('Lochmuster'), { target: { value: 'corners' } });
    await waitFor(() => expect(totalPrice()?.textContent).toMatch(/5,71/), settled);
  });

  it('treats a stored hole cost of 0 as absent, like the pricing service', async () => {
    stubShopApi({ holeCost: { status: 200, body: { key: 'hole_cost', value: 0 } } });
    await renderConfigurator();
    await chooseMaterial('Stahl S235');
    fireEvent.click(screen.getByRole('tab', { name: 'Löcher' }));
    fireEvent.change(screen.getByLabelText('Lochmuster'), { target: { value: 'corners' } });
    await waitFor(() => expect(totalPrice()?.textContent).toMatch(/5,71/), settled);
  });

  it('re-renders the preview when a dimension is typed', async () => {
    stubShopApi();
    await renderConfigurator();
    fireEvent.click(screen.getByRole('tab', { name: 'Maße' }));
    fireEvent.change(screen.getByLabelText('Breite (mm)'), { target: { value: '300' } });
    expect(screen.getByRole('img', { name: /300 × 150 mm/ })).toBeTruthy();
  });

  it('refuses a negative width: no price, a message at the field, the last preview and no DXF', async () => {
    const requests = stubShopApi();
    const createObjectURL = jest.fn(() => 'blob:test/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    await renderConfigurator();
    await chooseMaterial('Stahl S235');
    await waitFor(() => expect(totalPrice()?.textContent).toMatch(/1,71/), settled);
    fireEvent.click(screen.getByRole('tab', { name: 'Maße' }));
    const width = screen.getByLabelText('Breite (mm)');
    fireEvent.change(width, { target: { value: '-5' } });

    expect(screen.queryByRole('rowheader', { name: 'Gesamtpreis' })).toBeNull();
    expect(screen.getByText(/^Berechnungsfehler:/)).toBeTruthy();
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Zwischen 0,01 und 6000 mm')).toBeTruthy();
    // the last valid drawing stays
    expect(screen.getByRole('img', { name: /200 × 150 mm/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'DXF herunterladen' }));
    expect(await screen.findByText('Download-Fehler')).toBeTruthy();
    expect(createObjectURL).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Zum Warenkorb' }));
    expect(await screen.findByText('Berechnungsfehler', {}, settled)).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/cart/from-konfigurator')).toBe(false);

    fireEvent.change(width, { target: { value: '300' } });
    expect(width.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('img', { name: /300 × 150 mm/ })).toBeTruthy();
  });

  it('reads a decimal comma and names the allowed range, an empty field and a washer too large', async () => {
    stubShopApi();
    await renderConfigurator();
    fireEvent.click(screen.getByRole('tab', { name: 'Maße' }));
    const width = screen.getByLabelText('Breite (mm)');
    expect(width).toHaveProperty('value', '200');
    fireEvent.change(width, { target: { value: '212,5' } });
    // the preview belongs to the design: it shows the 212.5 mm read from '212,5'
    expect(screen.getByRole('img', { name: /212[.,]5 × 150 mm/ })).toBeTruthy();
    fireEvent.change(width, { target: { value: '99999' } });
    expect(screen.getByText('Zwischen 0,01 und 6000 mm')).toBeTruthy();
    fireEvent.change(width, { target: { value: '' } });
    expect(screen.getByText('Erforderlich')).toBeTruthy();
    fireEvent.change(width, { target: { value: 'abc' } });
    expect(screen.getByText('Muss eine gültige Zahl sein')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Form' }));
    fireEvent.change(screen.getByLabelText('Grundform'), { target: { value: 'washer' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Maße' }));
    fireEvent.change(screen.getByLabelText('Innendurchmesser (mm)'), {
      target: { value: '150' },
    });
    expect(
      screen.getByText('Innendurchmesser muss kleiner als der Außendurchmesser sein'),
    ).toBeTruthy();
  });

  it('prices no grid the server would refuse: fractional rows or more than 2500 holes', async () => {
    stubShopApi();
    await renderConfigurator('en');
    fireEvent.click(screen.getByRole('tab', { name: 'Holes' }));
    fireEvent.change(screen.getByLabelText('Hole pattern'), { target: { value: 'grid' } });
    const rows = screen.getByLabelText('Rows');
    fireEvent.change(rows, { target: { value: '2.5' } });
    expect(screen.getByText('Must be a whole number')).toBeTruthy();
    fireEvent.change(rows, { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '100' } });
    expect(
      screen.getByText('At most 2500 holes, cutouts and drawn elements together'),
    ).toBeTruthy();
    expect(screen.getByText('Rows: This value is out of the permitted range.')).toBeTruthy();
    expect(screen.getByText(/^Calculation error:/)).toBeTruthy();
    fireEvent.change(rows, { target: { value: '25' } });
    expect(screen.queryByText(/^Calculation error:/)).toBeNull();
  });

  it('tells the visitor to choose material and thickness before adding to the cart', async () => {
    const requests = stubShopApi();
    await renderConfigurator();
    fireEvent.click(screen.getByRole('button', { name: 'Zum Warenkorb' }));
    expect(await screen.findByText('Material oder Dicke fehlt')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/cart/from-konfigurator')).toBe(false);
  });

  it('adds the design with its price and DXF, then confirms', async () => {
    const requests = stubShopApi();
    await renderConfigurator();
    await chooseMaterial('Stahl S235');
    await waitFor(() => expect(totalPrice()).toBeTruthy(), settled);
    fireEvent.click(screen.getByRole('button', { name: 'Zum Warenkorb' }));
    expect(await screen.findByText('Zum Warenkorb hinzugefügt', {}, settled)).toBeTruthy();
    const add = requests.find((request) => request.path === '/api/cart/from-konfigurator');
    expect(add?.method).toBe('POST');
    expect(add?.body).toMatchObject({
      materialId: 2,
      thickness: 3,
      width: 200,
      height: 150,
      totalPrice: 1.71,
      quantity: 1,
      designParameters: { baseShape: 'rectangle' },
    });
    expect(String((add?.body as { dxfFile: string }).dxfFile)).toContain('ENTITIES');
  });

  it("shows the server's message when adding fails", async () => {
    stubShopApi({
      addToCart: {
        status: 400,
        body: { status: 400, code: 'VALIDATION_FAILED', message: 'Zu groß' },
      },
    });
    await renderConfigurator();
    await chooseMaterial('Stahl S235');
    await waitFor(() => expect(totalPrice()).toBeTruthy(), settled);
    fireEvent.click(screen.getByRole('button', { name: 'Zum Warenkorb' }));
    expect(await screen.findByText('Zu groß', {}, settled)).toBeTruthy();
    expect(screen.getByText('Fehler')).toBeTruthy();
  });

  it('alerts when the materials cannot be loaded', async () => {
    stubShopApi({
      materials: { status: 500, body: { status: 500, code: 'INTERNAL', message: 'x' } },
    });
    await renderConfigurator();
    expect(
      await screen.findByText(/Die Materialliste konnte nicht geladen werden/, {}, settled),
    ).toBeTruthy();
    expect((screen.getByLabelText('Material') as HTMLSelectElement).disabled).toBe(true);
  });

  it('zooms between 50 and 200 in steps of 10 and toggles the dimensions', async () => {
    stubShopApi();
    await renderConfigurator();
    const zoomIn = screen.getByRole('button', { name: 'Vergrößern' });
    for (let step = 0; step < 12; step += 1) fireEvent.click(zoomIn);
    expect(screen.getByText('Zoom 200 %')).toBeTruthy();
    expect((zoomIn as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('design-dimensions')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Maße anzeigen' }));
    expect(screen.getByTestId('design-dimensions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maße ausblenden' })).toBeTruthy();
  });

  it('hides and shows the parameter panel and toasts the template', async () => {
    stubShopApi();
    await renderConfigurator();
    fireEvent.click(screen.getByRole('button', { name: 'Vorlage generieren' }));
    expect(await screen.findByText('Vorlage generiert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Parameter ausblenden' }));
    expect(screen.queryByRole('tablist', { name: 'Parameter' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Parameter anzeigen' }));
    });
    expect(screen.getByRole('tablist', { name: 'Parameter' })).toBeTruthy();
  });

  it('speaks English and Polish too', async () => {
    stubShopApi();
    const { unmount } = await renderConfigurator('en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Design sheet metal parts' }),
    ).toBeTruthy();
    unmount();
    await renderConfigurator('pl');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Projektuj elementy z blachy' }),
    ).toBeTruthy();
  });
});
