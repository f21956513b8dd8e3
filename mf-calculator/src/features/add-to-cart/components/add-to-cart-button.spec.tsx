import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { cartQueryKey, Toaster } from '@shop/ui';
import type { CartResponse } from '@shop/contracts';
import { renderPage, stubFetch, type RecordedRequest, type StubResponse } from '@shop/ui/testing';
import { AddToCartButton } from './add-to-cart-button';

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

const cartWithTheSheet: CartResponse = {
  items: [
    {
      id: '8a4f2a52-3c1e-4c57-9d43-2d7d1d0f6b11',
      kind: 'sheet',
      quantity: 1,
      totalPrice: '18.05',
      unitPrice: '18.05',
      lineTotal: '18.05',
      isCustomDesign: false,
      materialId: 2,
      materialName: 'Stahl S235',
      width: 1000,
      height: 500,
      thickness: 3,
      pricePerM2: '28.90',
    },
  ],
  totalQuantity: 1,
  summary: { subtotal: '18.05', minimumOrderValue: '25.00', surcharge: '6.95', total: '25.00' },
};

const materialNames = { de: 'Stahl S235', en: 'Steel S235', pl: 'Stal S235' } as const;

/** The materials as `GET /api/materials?lang=…` names them; everything else answers `cart`. */
function stubShop(cart: (request: RecordedRequest) => StubResponse | Promise<StubResponse>) {
  return stubFetch((request) => {
    const language = /^\/api\/materials\?lang=(de|en|pl)$/.exec(request.path)?.[1];
    if (language === undefined) return cart(request);
    const name = materialNames[language as keyof typeof materialNames];
    return { status: 200, body: [{ id: 2, name: 'steel_s235', displayName: name }] };
  });
}

const serviceDown: StubResponse = {
  status: 503,
  body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'The cart service did not answer' },
};

/** The button as the calculator shows it: once the materials list (of the select) has loaded. */
async function renderButton(language: 'de' | 'en' | 'pl' = 'de') {
  const view = await renderPage(
    <>
      <AddToCartButton result={steelBreakdown} />
      <Toaster closeLabel="Schließen" />
    </>,
    language,
  );
  await waitFor(() =>
    expect(view.queryClient.getQueryState(['materials', language])?.status).toBe('success'),
  );
  return view;
}

afterEach(cleanup);

describe('AddToCartButton', () => {
  it('posts one piece of the priced sheet and stores the cart the server answers', async () => {
    let answer: (response: StubResponse) => void = () => undefined;
    const requests = stubShop(() => new Promise<StubResponse>((resolve) => (answer = resolve)));
    const { queryClient } = await renderButton();

    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));

    const pending = await screen.findByRole('button', { name: 'Wird hinzugefügt …' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/cart',
        body: {
          materialId: 2,
          width: 1000,
          height: 500,
          thickness: 3,
          pricePerM2: 28.9,
          totalPrice: 18.05,
          quantity: 1,
        },
      },
    ]);

    await act(async () => answer({ status: 201, body: cartWithTheSheet }));

    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Zum Warenkorb hinzugefügt');
    expect(toast.textContent).toContain('Stahl S235, 3 mm, 1000 × 500 mm');
    expect(queryClient.getQueryData<CartResponse>(cartQueryKey)?.totalQuantity).toBe(1);
    expect(
      (screen.getByRole('button', { name: 'In den Warenkorb' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('says so in a toast when the cart cannot take the sheet', async () => {
    stubShop(() => serviceDown);
    await renderButton();

    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));

    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Fehler');
    expect(toast.textContent).toContain(
      'Das Produkt konnte nicht zum Warenkorb hinzugefügt werden',
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'In den Warenkorb' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it('speaks English when the visitor chose English, naming the material in English', async () => {
    stubShop(() => ({ status: 201, body: cartWithTheSheet }));
    await renderButton('en');

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Added to cart');
    expect(toast.textContent).toContain('Steel S235, 3 mm, 1000 × 500 mm');
    expect(toast.textContent).not.toContain('Stahl');
  });

  it('names the material in Polish on a Polish page', async () => {
    stubShop(() => ({ status: 201, body: cartWithTheSheet }));
    await renderButton('pl');

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));

    expect((await screen.findByRole('status')).textContent).toContain('Stal S235, 3 mm');
  });
});
