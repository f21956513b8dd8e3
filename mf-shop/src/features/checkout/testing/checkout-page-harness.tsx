import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CartResponse } from '@shop/contracts';
import { renderPage, stubFetch, type RecordedRequest, type StubResponse } from '@shop/ui/testing';
import CheckoutPage from '../../../pages/checkout-page';
import OrderConfirmationPage from '../../../pages/order-confirmation-page';
import { cart } from './checkout-fixtures';

/** How a spec answers `POST /api/orders`. */
export type OrderRoute = (request: RecordedRequest) => StubResponse | Promise<StubResponse>;

/**
 * The gateway as the checkout sees it: the cart (`shop.cart`, which a spec may change), the two
 * settings as seeded, and `POST /api/orders` answered by `order`. Answers the recorded requests.
 */
export function stubShop(order: OrderRoute, firstCart: CartResponse = cart) {
  const shop: { cart: CartResponse } = { cart: firstCart };
  const requests = stubFetch((request) => {
    if (request.path === '/api/cart') return { status: 200, body: shop.cart };
    if (request.path === '/api/system-settings/vat_rate') {
      return { status: 200, body: { key: 'vat_rate', value: 19 } };
    }
    if (request.path === '/api/system-settings/shipping_flat_rate') {
      return { status: 200, body: { key: 'shipping_flat_rate', value: 29.9 } };
    }
    if (request.method === 'POST' && request.path === '/api/orders') return order(request);
    return { status: 404 };
  });
  return { requests, shop };
}

/** /kasse and its confirmation page, in `language`. */
export function renderCheckout(language: 'de' | 'en' | 'pl' = 'de') {
  return renderPage(
    <MemoryRouter initialEntries={['/kasse']}>
      <Routes>
        <Route path="/kasse" element={<CheckoutPage />} />
        <Route path="/kasse/bestaetigung" element={<OrderConfirmationPage />} />
      </Routes>
    </MemoryRouter>,
    language,
  );
}

export const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** Types `value` into the field labelled `label` and leaves it, as a customer does. */
export function type(label: string | RegExp, value: string) {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** The error a field is described by (its aria-describedby), or undefined. */
export function errorOf(label: string | RegExp): string | undefined {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? undefined) : undefined;
}
