import type { ReactNode } from 'react';
import { describe, expect, it } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CartResponse } from '@shop/contracts';
import { cartQueryKey, removeCartLine, updateCartLineQuantity } from './cart-api';
import { useCart, useCartMutation } from './use-cart';

const lineId = '3f0c8a5e-1b2d-4c7e-9a6f-0d1e2f3a4b5c';

function cartWithQuantity(quantity: number): CartResponse {
  const total = (7.94 * quantity).toFixed(2);
  return {
    items: [
      {
        id: lineId,
        kind: 'sheet',
        quantity,
        totalPrice: '7.94',
        unitPrice: '7.94',
        lineTotal: total,
        isCustomDesign: false,
        materialId: 2,
        materialName: 'Stahl S235',
        width: 500,
        height: 400,
        thickness: 3,
        pricePerM2: '28.90',
      },
    ],
    totalQuantity: quantity,
    summary: { subtotal: total, minimumOrderValue: '25.00', surcharge: '0.00', total },
  };
}

interface Call {
  method: string;
  path: string;
  respond(status: number, body: unknown): void;
}

/** A network whose answers the test gives, in any order. */
function controllableNetwork() {
  const calls: Call[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve) => {
      calls.push({
        method: init?.method ?? 'GET',
        path: String(input),
        respond: (status, body) =>
          resolve({
            ok: status < 300,
            status,
            statusText: '',
            text: async () => JSON.stringify(body),
            json: async () => body,
          } as Response),
      });
    })) as typeof fetch;
  return calls;
}

function renderCartHooks() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({
      cart: useCart(),
      update: useCartMutation((quantity: number) => updateCartLineQuantity(lineId, quantity)),
      remove: useCartMutation(() => removeCartLine(lineId)),
    }),
    { wrapper },
  );
  return { result, queryClient };
}

const cached = (queryClient: QueryClient) =>
  queryClient.getQueryData<CartResponse>(cartQueryKey)?.totalQuantity;

describe('cart mutations', () => {
  it('store the cart a change answers, without reading it again', async () => {
    const calls = controllableNetwork();
    const { result, queryClient } = renderCartHooks();
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.respond(200, cartWithQuantity(1));
    await waitFor(() => expect(cached(queryClient)).toBe(1));

    act(() => result.current.update.mutate(2));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'PATCH', path: `/api/cart/${lineId}` });
    calls[1]!.respond(200, cartWithQuantity(2));

    await waitFor(() => expect(cached(queryClient)).toBe(2));
    expect(calls).toHaveLength(2);
  });

  it('read the cart afresh when two changes overlap and answer out of order', async () => {
    const calls = controllableNetwork();
    const { result, queryClient } = renderCartHooks();
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.respond(200, cartWithQuantity(1));
    await waitFor(() => expect(cached(queryClient)).toBe(1));

    act(() => result.current.update.mutate(2));
    act(() => result.current.update.mutate(3));
    await waitFor(() => expect(calls).toHaveLength(3));
    // The server applied 2 and then 3, but the answer for 2 arrives last.
    calls[2]!.respond(200, cartWithQuantity(3));
    await waitFor(() => expect(result.current.update.isPending).toBe(true));
    calls[1]!.respond(200, cartWithQuantity(2));

    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]).toMatchObject({ method: 'GET', path: '/api/cart' });
    calls[3]!.respond(200, cartWithQuantity(3));
    await waitFor(() => expect(cached(queryClient)).toBe(3));
  });

  it('read the cart again after a failed change', async () => {
    const calls = controllableNetwork();
    const { result, queryClient } = renderCartHooks();
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.respond(200, cartWithQuantity(2));
    await waitFor(() => expect(cached(queryClient)).toBe(2));

    act(() => result.current.remove.mutate());
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.respond(404, { status: 404, code: 'NOT_FOUND', message: 'No such line' });

    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({ method: 'GET', path: '/api/cart' });
  });
});
