import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { CartResponse } from '@shop/contracts';
import { cartQueryKey, commonResources, initI18n } from '@shop/ui';
import { createQueryClient } from '../query-client';
import { CartLink } from './cart-link';

beforeAll(async () => {
  await initI18n(commonResources);
});

function cartWithQuantities(...quantities: number[]): CartResponse {
  return {
    items: quantities.map((quantity, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      kind: 'sheet',
      quantity,
      totalPrice: '7.94',
      unitPrice: '7.94',
      lineTotal: '7.94',
      isCustomDesign: false,
      materialId: 2,
      materialName: 'Stahl S235',
      width: 500,
      height: 400,
      thickness: 3,
      pricePerM2: '28.90',
    })),
    totalQuantity: quantities.reduce((sum, quantity) => sum + quantity, 0),
    summary: { subtotal: '7.94', minimumOrderValue: '25.00', surcharge: '17.06', total: '25.00' },
  };
}

/** `GET /api/cart` answers `status` with `body`; nothing else is asked. */
function stubCartResponse(status: number, body: unknown) {
  globalThis.fetch = (async () =>
    ({
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => JSON.stringify(body),
      json: async () => body,
    }) as Response) as typeof fetch;
}

function renderCartLink() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CartLink />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('CartLink badge', () => {
  it('shows the total quantity of the cart lines', async () => {
    stubCartResponse(200, cartWithQuantities(2, 3));
    renderCartLink();

    expect(await screen.findByRole('link', { name: 'Warenkorb 5 Artikel' })).toBeTruthy();
    expect(screen.getByTestId('cart-badge').textContent).toBe('5');
  });

  it('follows the cart that a change in any remote stores', async () => {
    stubCartResponse(200, cartWithQuantities());
    const queryClient = renderCartLink();
    await waitFor(() => expect(queryClient.getQueryData(cartQueryKey)).toBeDefined());
    expect(screen.queryByTestId('cart-badge')).toBeNull();

    act(() => queryClient.setQueryData(cartQueryKey, cartWithQuantities(1)));

    expect(await screen.findByRole('link', { name: 'Warenkorb 1 Artikel' })).toBeTruthy();
    expect(screen.getByTestId('cart-badge').textContent).toBe('1');
  });

  it('shows no badge for an empty cart or a cart service that is down', async () => {
    stubCartResponse(503, { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' });
    const queryClient = renderCartLink();

    await waitFor(() => expect(queryClient.getQueryState(cartQueryKey)?.status).toBe('error'));
    expect(screen.getByRole('link', { name: 'Warenkorb' })).toBeTruthy();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });
});
