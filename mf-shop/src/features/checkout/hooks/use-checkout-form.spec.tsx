import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DIRECTION_CONTROL_MESSAGE } from '@shop/contracts';
import type { RecordedRequest, StubResponse } from '@shop/ui/testing';
import {
  emptyCart,
  errorAnswer,
  keyInUse,
  orderPending,
  placedOrder,
} from '../testing/checkout-fixtures';
import {
  errorOf,
  field,
  renderCheckout,
  stubShop,
  type,
  type OrderRoute,
} from '../testing/checkout-page-harness';

/*
 * The checkout's order request as the page runs it: the idempotency key of one set of values,
 * the answers that the order is still being placed, and what the page says about each answer.
 */

/** `POST /api/orders` answered by `answers`, one after the other. */
const inTurn =
  (...answers: StubResponse[]): OrderRoute =>
  () =>
    answers.shift() ?? { status: 500 };

async function fillAsGermanCustomer() {
  await screen.findByLabelText('Vor- und Nachname');
  type('Vor- und Nachname', 'Jürgen Weiß');
  type('E-Mail-Adresse', 'juergen.weiss@schlosserei-weiss.de');
  type(/^Firma/, 'Schlosserei Weiß GmbH');
  type('Straße und Hausnummer', 'Königsbrücker Straße 12');
  type('PLZ', '01067');
  type('Ort', 'Dresden');
  fireEvent.click(
    screen.getByLabelText(
      'Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie.',
    ),
  );
}

const submit = () =>
  fireEvent.click(
    screen.getByRole('button', {
      name: /^(Zahlungspflichtig bestellen|Bestellung wird gesendet …)$/,
    }),
  );
const orderRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/api/orders');
const cartReads = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/api/cart').length;

/** Lets `ms` pass on the fake clock, with everything the page does meanwhile. */
const pass = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

const confirmingText =
  'Ihre Bestellung wird noch bestätigt – bitte schließen Sie diese Seite nicht.';

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe('the order request of the checkout', () => {
  it('says the cart was ordered already, with the order, and reads the cart again', async () => {
    const { requests } = stubShop(
      inTurn(
        errorAnswer({
          status: 409,
          code: 'cart_already_ordered',
          orderNumber: 'B-2026-000123',
          message: 'Every line of this cart was ordered already',
        }),
      ),
    );
    await renderCheckout();
    await fillAsGermanCustomer();
    const readsBefore = cartReads(requests);

    submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dieser Warenkorb wurde bereits bestellt: B-2026-000123');
    await waitFor(() => expect(cartReads(requests)).toBeGreaterThan(readsBefore));
  });

  it('names the order on the empty checkout once the cart, read again, is empty', async () => {
    const { shop } = stubShop(() => {
      shop.cart = emptyCart;
      return errorAnswer({
        status: 409,
        code: 'cart_already_ordered',
        orderNumber: 'B-2026-000123',
        message: 'Every line of this cart was ordered already',
      });
    });
    await renderCheckout('pl');
    await screen.findByLabelText('Imię i nazwisko');
    type('Imię i nazwisko', 'Zofia Kowalska');
    type('Adres e-mail', 'zofia@kowalska-stal.pl');
    type('Ulica i numer domu', 'ul. Długa 12');
    fireEvent.change(field('Kraj'), { target: { value: 'PL' } });
    type('Kod pocztowy', '00-950');
    type('Miejscowość', 'Warszawa');
    fireEvent.click(screen.getByLabelText('Akceptuję regulamin sklepu.'));

    fireEvent.click(screen.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }));

    expect(await screen.findByRole('heading', { name: 'Twój koszyk jest pusty' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Ten koszyk został już zamówiony: B-2026-000123',
    );
  });

  it('asks again by itself with the same key while the order is still being placed, then shows it', async () => {
    const { requests } = stubShop(
      inTurn(orderPending(2), keyInUse(), { status: 201, body: placedOrder }),
    );
    await renderCheckout();
    await fillAsGermanCustomer();
    jest.useFakeTimers();

    submit();
    await pass(0);

    expect(screen.getByText(confirmingText).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(orderRequests(requests)).toHaveLength(1);
    await pass(1_500);
    expect(orderRequests(requests)).toHaveLength(1);
    await pass(600);
    // 409 in use without Retry-After: the page waits 5 s.
    expect(orderRequests(requests)).toHaveLength(2);
    expect(screen.getByText(confirmingText)).toBeTruthy();
    await pass(4_000);
    expect(orderRequests(requests)).toHaveLength(2);
    await pass(1_100);

    expect(screen.getByTestId('order-number').textContent).toBe('B-2026-000042');
    expect(screen.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeTruthy();
    const [first, ...again] = orderRequests(requests);
    expect(again).toHaveLength(2);
    for (const request of again) {
      expect(request.idempotencyKey).toBe(first?.idempotencyKey);
      expect(request.body).toEqual(first?.body);
    }
  });

  it('tells the customer to look for the confirmation e-mail when the order is still not confirmed after two minutes', async () => {
    const { requests } = stubShop(() => orderPending(30));
    await renderCheckout('en');
    await screen.findByLabelText('Full name');
    type('Full name', 'Anna Schmidt');
    type('E-mail address', 'anna.schmidt@schlosserei-schmidt.de');
    type('Street and number', 'Hafenstraße 7');
    type('Postal code', '44147');
    type('City', 'Dortmund');
    fireEvent.click(screen.getByLabelText('I have read and accept the terms and conditions.'));
    jest.useFakeTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Place order with obligation to pay' }));
    await pass(0);
    expect(
      screen.getByText('Your order is still being confirmed – please do not close this page.'),
    ).toBeTruthy();
    await pass(125_000);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your order is not confirmed yet');
    expect(alert.textContent).toContain(
      'Please check your e-mail for an order confirmation before you order again.',
    );
    expect(screen.queryByText(/still being confirmed/)).toBeNull();
    // 0, 30, 60, 90 and 120 s after the first answer.
    expect(orderRequests(requests)).toHaveLength(5);
    expect(new Set(orderRequests(requests).map((request) => request.idempotencyKey)).size).toBe(1);
  });

  it('makes a new key once a field changes, and keeps it for a retry of the very same values', async () => {
    const { requests } = stubShop(
      inTurn(
        errorAnswer({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' }),
        errorAnswer({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' }),
        { status: 201, body: placedOrder },
      ),
    );
    await renderCheckout();
    await fillAsGermanCustomer();

    submit();
    await screen.findByRole('alert');
    type('Ort', 'Dresden-Neustadt');
    submit();
    await waitFor(() => expect(orderRequests(requests)).toHaveLength(2));
    await screen.findByRole('alert');
    submit();
    await screen.findByTestId('order-number');

    const [first, second, third] = orderRequests(requests).map((request) => request.idempotencyKey);
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    expect(orderRequests(requests)[1]?.body).toMatchObject({
      billingAddress: { city: 'Dresden-Neustadt' },
    });
  });

  it('drops a key the server holds for other values, says the order failed, and sends a new key next', async () => {
    const { requests } = stubShop(
      inTurn(
        errorAnswer({
          status: 422,
          code: 'idempotency_key_reused',
          message: 'This Idempotency-Key was used with another body',
        }),
        { status: 201, body: placedOrder },
      ),
    );
    await renderCheckout();
    await fillAsGermanCustomer();

    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut',
    );
    submit();
    await screen.findByTestId('order-number');

    const [first, second] = orderRequests(requests).map((request) => request.idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('refuses characters that turn text around, in the local check and from the server', async () => {
    const { requests } = stubShop(
      inTurn(
        errorAnswer({
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'Invalid input: customer.company',
          issues: [{ path: 'customer.company', message: DIRECTION_CONTROL_MESSAGE }],
        }),
      ),
    );
    await renderCheckout();
    await fillAsGermanCustomer();
    const germanMessage =
      'Bitte keine Zeichen eingeben, die die Schreibrichtung des Textes ändern.';

    type('Ort', 'Dres\u202Eden');
    expect(errorOf('Ort')).toBe(germanMessage);
    submit();
    expect(orderRequests(requests)).toHaveLength(0);

    type('Ort', 'Dresden');
    submit();
    await waitFor(() => expect(errorOf(/^Firma/)).toBe(germanMessage));
    expect(
      within(screen.getByRole('alert')).getByText('Bitte prüfen Sie Ihre Angaben'),
    ).toBeTruthy();
  });

  it.each([
    ['en', 'Full name', 'Please do not enter characters that change the direction of the text.'],
    ['pl', 'Imię i nazwisko', 'Nie wpisuj znaków, które zmieniają kierunek tekstu.'],
  ] as const)('says so in %s too', async (language, nameLabel, message) => {
    stubShop(inTurn());
    await renderCheckout(language);
    await screen.findByLabelText(nameLabel);
    type(nameLabel, 'Anna\u2067 Schmidt');
    expect(errorOf(nameLabel)).toBe(message);
  });
});
