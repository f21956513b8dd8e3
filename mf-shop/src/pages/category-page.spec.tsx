import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CartResponse, Category, Product } from '@shop/contracts';
import { Toaster } from '@shop/ui';
import { renderPage, stubFetch, type StubResponse } from '@shop/ui/testing';
import CategoryPage from './category-page';

const beams: Category = {
  slug: 'i-traeger',
  name: 'I-Träger',
  description: 'Doppel-T-Träger IPE, HEA, HEB und IPN für den Stahl- und Hallenbau.',
  image: 'i-beam',
  subcategories: ['IPE', 'HEA', 'HEB', 'IPN'],
  productType: 'i_trager',
  productCount: 4,
};

function beam(
  id: number,
  subcategory: string,
  material: string,
  height: string,
  width: string,
  thickness: string,
  price: string,
  inStock = true,
): Product {
  return {
    id,
    name: `${subcategory} ${Number(height)} ${material}`,
    category: 'i-traeger',
    subcategory,
    material,
    productType: 'i_trager',
    unit: 'Stück',
    inStock,
    price,
    height,
    width,
    thickness,
    standardLength: '6000.00',
  };
}

const products: Product[] = [
  beam(1, 'IPE', 'S235', '100.00', '55.00', '4.10', '61.20'),
  beam(2, 'IPE', 'S235', '120.00', '64.00', '4.40', '78.45'),
  beam(3, 'IPE', 'S355', '120.00', '64.00', '4.40', '84.10', false),
  beam(4, 'HEA', 'S235', '96.00', '100.00', '5.00', '126.90'),
];

const cartWith = (quantity: number): CartResponse => ({
  items: [
    {
      id: '0b6c2f4e-8d7a-4a53-9f65-1f0e5c7b9a01',
      kind: 'product',
      quantity,
      totalPrice: '78.45',
      unitPrice: '78.45',
      lineTotal: (78.45 * quantity).toFixed(2),
      isCustomDesign: false,
      productId: 2,
      product: { name: 'IPE 120 S235' },
    },
  ],
  totalQuantity: quantity,
  summary: {
    subtotal: (78.45 * quantity).toFixed(2),
    minimumOrderValue: '25.00',
    surcharge: '0.00',
    total: (78.45 * quantity).toFixed(2),
  },
});

const notFound: StubResponse = {
  status: 404,
  body: { status: 404, code: 'NOT_FOUND', message: 'Unknown category' },
};

/** The beams as the catalogue serves them in Polish: texts and subcategory labels translated. */
const polishBeams: Category = {
  ...beams,
  name: 'Dwuteowniki',
  description: 'Dwuteowniki IPE, HEA, HEB i IPN do konstrukcji stalowych i hal.',
  subcategoryLabels: {
    IPE: 'IPE (równoległościenne)',
    HEA: 'HEA (szerokostopowe)',
    HEB: 'HEB (szerokostopowe)',
    IPN: 'IPN (wąskie)',
  },
};
const polishProducts = () =>
  products.map((product) => ({ ...product, name: `Dwuteownik ${product.name}` }));

function stubCatalogue(options: { products?: Product[]; addToCart?: StubResponse } = {}) {
  return stubFetch((request) => {
    if (request.path === '/api/categories/i-traeger?lang=de') return { status: 200, body: beams };
    if (request.path === '/api/categories/i-traeger?lang=pl') {
      return { status: 200, body: polishBeams };
    }
    if (request.path.startsWith('/api/categories/')) return notFound;
    if (request.path === '/api/products?category=i-traeger&lang=de') {
      return { status: 200, body: options.products ?? products };
    }
    if (request.path === '/api/products?category=i-traeger&lang=pl') {
      return { status: 200, body: polishProducts() };
    }
    if (request.method === 'POST' && request.path === '/api/cart/product') {
      return options.addToCart ?? { status: 200, body: cartWith(2) };
    }
    if (request.path === '/api/cart') return { status: 200, body: cartWith(0) };
    return notFound;
  });
}

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

async function renderCategory(path = '/product/i-traeger', language: 'de' | 'pl' = 'de') {
  return renderPage(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/product/:category" element={<CategoryPage />} />
        <Route path="/shop" element={<p>Shop</p>} />
      </Routes>
      <CurrentPath />
      <Toaster closeLabel="Schließen" />
    </MemoryRouter>,
    language,
  );
}

const card = (name: string) => screen.getByRole('group', { name });
const option = (cardName: string, name: string) =>
  within(card(cardName)).getByRole('checkbox', { name }) as HTMLInputElement;
const priceCard = () => screen.getByRole('region', { name: 'Preis' });

async function pickIpe120S235() {
  await screen.findByRole('group', { name: 'Unterkategorie' });
  fireEvent.click(option('Unterkategorie', 'IPE'));
  fireEvent.click(option('Material', 'S235'));
  fireEvent.click(option('Höhe (mm)', '120 mm'));
  fireEvent.click(option('Breite (mm)', '64 mm'));
  fireEvent.click(option('Stegdicke (mm)', '4,4 mm'));
  fireEvent.click(option('Länge (mm)', '6000 mm'));
}

afterEach(cleanup);

describe('CategoryPage', () => {
  it('shows the breadcrumb, the banner texts and no product before every parameter is chosen', async () => {
    stubCatalogue();
    await renderCategory();

    expect(await screen.findByRole('heading', { level: 1, name: 'I-Träger' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(breadcrumb).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe(
      '/shop',
    );
    expect(breadcrumb.textContent).toContain('I-Träger');
    expect(screen.getByText(beams.description)).toBeTruthy();
    expect(await screen.findByText('Keine Produktauswahl')).toBeTruthy();
    expect(
      within(priceCard()).getByText('Wählen Sie alle Parameter aus, um den Preis zu sehen'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alle Kategorien ansehen' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('I-Träger – Shop | Bleche'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/product/i-traeger',
    );
  });

  it('offers the parameters of the category in order, values formatted in German', async () => {
    stubCatalogue();
    await renderCategory();

    await screen.findByRole('group', { name: 'Unterkategorie' });
    const groups = screen
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(groups).toEqual([
      'Unterkategorie',
      'Material',
      'Höhe (mm)',
      'Breite (mm)',
      'Stegdicke (mm)',
      'Länge (mm)',
    ]);
    const heights = within(card('Höhe (mm)'))
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(heights).toEqual(['96 mm', '100 mm', '120 mm']);
    // Subcategories in the category's order, only those with products.
    expect(
      within(card('Unterkategorie'))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['IPE', 'HEA']);
  });

  it('greys out options no product matches with the other selections', async () => {
    stubCatalogue();
    await renderCategory();
    await screen.findByRole('group', { name: 'Unterkategorie' });

    fireEvent.click(option('Unterkategorie', 'IPE'));

    expect(option('Höhe (mm)', '96 mm').disabled).toBe(true);
    expect(option('Höhe (mm)', '100 mm').disabled).toBe(false);
    expect(option('Höhe (mm)', '120 mm').disabled).toBe(false);
    // The subcategory's own alternatives stay open.
    expect(option('Unterkategorie', 'HEA').disabled).toBe(false);

    fireEvent.click(option('Höhe (mm)', '100 mm'));
    expect(option('Material', 'S355').disabled).toBe(true);
  });

  it('clears a selection when the chosen option is ticked again', async () => {
    stubCatalogue();
    await renderCategory();
    await screen.findByRole('group', { name: 'Unterkategorie' });

    fireEvent.click(option('Unterkategorie', 'HEA'));
    expect(option('Unterkategorie', 'HEA').checked).toBe(true);
    expect(option('Höhe (mm)', '120 mm').disabled).toBe(true);

    fireEvent.click(option('Unterkategorie', 'HEA'));
    expect(option('Unterkategorie', 'HEA').checked).toBe(false);
    expect(option('Höhe (mm)', '120 mm').disabled).toBe(false);
  });

  it('resolves the product once every parameter is chosen and shows its price and stock', async () => {
    stubCatalogue();
    await renderCategory();
    await pickIpe120S235();

    expect(screen.getByText('Auf Lager')).toBeTruthy();
    expect(screen.queryByText('Keine Produktauswahl')).toBeNull();
    expect(within(priceCard()).getByText('IPE 120 S235')).toBeTruthy();
    expect(within(priceCard()).getAllByRole('definition')[0]?.textContent).toBe('78,45\u00a0€');
    expect(within(priceCard()).getByTestId('line-total').textContent).toBe('78,45\u00a0€');
  });

  it('turns an invalid quantity into 1 and multiplies the line total in cents', async () => {
    stubCatalogue();
    await renderCategory();
    await pickIpe120S235();
    const quantity = within(priceCard()).getByLabelText('Menge') as HTMLInputElement;

    fireEvent.change(quantity, { target: { value: '3' } });
    // 3 x 78.45 = 235.35
    expect(within(priceCard()).getByTestId('line-total').textContent).toBe('235,35\u00a0€');

    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.blur(quantity);
    expect(quantity.value).toBe('1');
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.blur(quantity);
    expect(quantity.value).toBe('1');
    expect(within(priceCard()).getByTestId('line-total').textContent).toBe('78,45\u00a0€');
  });

  it('adds the product with its quantity to the cart and says so', async () => {
    const requests = stubCatalogue();
    const { queryClient } = await renderCategory();
    await pickIpe120S235();
    fireEvent.change(within(priceCard()).getByLabelText('Menge'), { target: { value: '2' } });

    fireEvent.click(within(priceCard()).getByRole('button', { name: 'In den Warenkorb' }));

    expect(await screen.findByText('2x IPE 120 S235 wurde zum Warenkorb hinzugefügt')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/cart/product',
      body: { productId: 2, quantity: 2 },
    });
    expect(queryClient.getQueryData<CartResponse>(['cart'])?.totalQuantity).toBe(2);
  });

  it('reports a failed add to cart', async () => {
    stubCatalogue({
      addToCart: {
        status: 503,
        body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' },
      },
    });
    await renderCategory();
    await pickIpe120S235();

    fireEvent.click(within(priceCard()).getByRole('button', { name: 'In den Warenkorb' }));

    expect(
      await screen.findByText('Das Produkt konnte nicht zum Warenkorb hinzugefügt werden'),
    ).toBeTruthy();
    expect(screen.getByText('Fehler')).toBeTruthy();
  });

  it('shows an out-of-stock product as not available and cannot add it', async () => {
    stubCatalogue();
    await renderCategory();
    await screen.findByRole('group', { name: 'Unterkategorie' });
    fireEvent.click(option('Unterkategorie', 'IPE'));
    // marked before it is chosen, and still choosable
    const s355 = option('Material', 'S355 (nicht vorrätig)');
    expect(s355.disabled).toBe(false);
    expect(option('Material', 'S235').disabled).toBe(false);
    fireEvent.click(s355);
    fireEvent.click(option('Höhe (mm)', '120 mm (nicht vorrätig)'));
    fireEvent.click(option('Breite (mm)', '64 mm (nicht vorrätig)'));
    fireEvent.click(option('Stegdicke (mm)', '4,4 mm (nicht vorrätig)'));
    fireEvent.click(option('Länge (mm)', '6000 mm (nicht vorrätig)'));

    expect(screen.getByText('Nicht verfügbar')).toBeTruthy();
    const add = within(priceCard()).getByRole('button', {
      name: 'In den Warenkorb',
    }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
  });

  it('takes the quantity as typed text with a digit keyboard, and steps it with the arrow keys', async () => {
    stubCatalogue();
    await renderCategory();
    await pickIpe120S235();
    const quantity = within(priceCard()).getByLabelText('Menge') as HTMLInputElement;
    expect(quantity.type).toBe('text');
    expect(quantity.getAttribute('inputmode')).toBe('numeric');
    fireEvent.keyDown(quantity, { key: 'ArrowUp' });
    expect(quantity.value).toBe('2');
    fireEvent.keyDown(quantity, { key: 'ArrowDown' });
    fireEvent.keyDown(quantity, { key: 'ArrowDown' });
    expect(quantity.value).toBe('1');
  });

  it('resets the selections and the quantity', async () => {
    stubCatalogue();
    await renderCategory();
    await pickIpe120S235();
    fireEvent.change(within(priceCard()).getByLabelText('Menge'), { target: { value: '5' } });

    fireEvent.click(within(priceCard()).getByRole('button', { name: 'Reset' }));

    expect(screen.getByText('Keine Produktauswahl')).toBeTruthy();
    expect(option('Unterkategorie', 'IPE').checked).toBe(false);
    expect(option('Höhe (mm)', '96 mm').disabled).toBe(false);
    await pickIpe120S235();
    expect((within(priceCard()).getByLabelText('Menge') as HTMLInputElement).value).toBe('1');
  });

  it('says an unknown category was not found, with a way back to the shop', async () => {
    stubCatalogue();
    await renderCategory('/product/schrauben');

    expect(await screen.findByRole('heading', { name: 'Kategorie nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zum Shop' }).getAttribute('href')).toBe(
      '/shop',
    );
  });

  it('sends an alias spelling to the canonical slug', async () => {
    stubCatalogue();
    await renderCategory('/product/i-trager');

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/product/i-traeger'));
    expect(await screen.findByRole('heading', { level: 1, name: 'I-Träger' })).toBeTruthy();
  });

  it('says when a category has no products', async () => {
    stubCatalogue({ products: [] });
    await renderCategory();

    expect(await screen.findByText('Keine Produkte in dieser Kategorie')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Preis' })).toBeNull();
  });

  it('reads the category and its products in the page language and labels the subcategories', async () => {
    const requests = stubCatalogue();
    await renderCategory('/product/i-traeger', 'pl');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dwuteowniki' })).toBeTruthy();
    expect(screen.getByText(polishBeams.description)).toBeTruthy();
    const subcategories = await screen.findByRole('group', { name: 'Podkategoria' });
    expect(
      within(subcategories)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['IPE (równoległościenne)', 'HEA (szerokostopowe)']);
    expect(requests.map((request) => request.path)).toEqual(
      expect.arrayContaining([
        '/api/categories/i-traeger?lang=pl',
        '/api/products?category=i-traeger&lang=pl',
      ]),
    );
  });
});
