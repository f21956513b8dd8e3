import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecordedRequest, StubResponse } from '@shop/ui/testing';
import {
  emptyCart,
  orderBody,
  placedOrder,
  shippedTotals,
} from '../features/checkout/testing/checkout-fixtures';
import {
  errorOf,
  field,
  renderCheckout,
  stubShop as stubShopWithCart,
  type,
} from '../features/checkout/testing/checkout-page-harness';

/** The gateway's stub (see stubShopWithCart), answering the recorded requests. */
const stubShop: (...args: Parameters<typeof stubShopWithCart>) => RecordedRequest[] = (...args) =>
  stubShopWithCart(...args).requests;

/** A German customer's order: umlauts, 'Straße', a postal code with a leading zero. */
async function fillAsGermanCustomer() {
  await screen.findByLabelText('Vor- und Nachname');
  type('Vor- und Nachname', 'Jürgen Weiß');
  type('E-Mail-Adresse', 'juergen.weiss@schlosserei-weiss.de');
  type(/^Telefon/, '+49 351 4567890');
  type(/^Firma/, 'Schlosserei Weiß GmbH');
  type(/^USt-IdNr\./, 'DE 123 456 789');
  type('Straße und Hausnummer', 'Königsbrücker Straße 12');
  type('PLZ', '01067');
  type('Ort', 'Dresden');
  fireEvent.click(
    screen.getByLabelText(
      'Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie.',
    ),
  );
}

const submitButton = () => screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
const orderRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === '/api/orders');

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(cleanup);

describe('CheckoutPage', () => {
  it('shows a message and the way back to the shop for an empty cart, never an empty form', async () => {
    stubShop(() => ({ status: 500 }), emptyCart);
    await renderCheckout();

    expect(await screen.findByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeNull();
    expect(screen.queryByLabelText('Vor- und Nachname')).toBeNull();
  });

  it('says what is wrong in German when a field is left, and on submit focuses the first wrong field', async () => {
    const requests = stubShop(() => ({ status: 500 }));
    await renderCheckout();
    await screen.findByLabelText('Vor- und Nachname');

    type('E-Mail-Adresse', 'juergen@');
    expect(errorOf('E-Mail-Adresse')).toBe(
      'Bitte eine gültige E-Mail-Adresse eingeben, z. B. name@firma.de.',
    );
    // Untouched fields say nothing until the form is sent.
    expect(errorOf('Vor- und Nachname')).toBeUndefined();
    type(/^USt-IdNr\./, 'DE12345');
    expect(errorOf(/^USt-IdNr\./)).toBe('Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern.');
    type('PLZ', '4414');
    expect(errorOf('PLZ')).toBe('Keine gültige Postleitzahl für Deutschland.');

    fireEvent.click(submitButton());

    expect(errorOf('Vor- und Nachname')).toBe('Bitte ausfüllen.');
    expect(errorOf('Straße und Hausnummer')).toBe('Bitte ausfüllen.');
    expect(field('Vor- und Nachname').getAttribute('aria-invalid')).toBe('true');
    expect(
      within(screen.getByRole('alert')).getByText('Bitte prüfen Sie Ihre Angaben'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Vor- und Nachname')));
    expect(screen.getByText('Bitte akzeptieren Sie die AGB, um zu bestellen.')).toBeTruthy();
    expect(orderRequests(requests)).toHaveLength(0);

    // A fixed field loses its message at once.
    type('Vor- und Nachname', 'Jürgen Weiß');
    expect(errorOf('Vor- und Nachname')).toBeUndefined();
  });

  it('says what is wrong in Polish, with the country named in Polish', async () => {
    stubShop(() => ({ status: 500 }));
    await renderCheckout('pl');
    await screen.findByLabelText('Imię i nazwisko');

    fireEvent.change(field('Kraj'), { target: { value: 'PL' } });
    type('Kod pocztowy', '00950');
    type(/^Numer VAT UE/, 'PL123');
    type('Adres e-mail', 'anna@');
    fireEvent.click(screen.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }));

    expect(errorOf('Kod pocztowy')).toBe('Niepoprawny kod pocztowy dla kraju: Polska.');
    expect(errorOf(/^Numer VAT UE/)).toBe('Polski numer VAT UE to PL i 10 cyfr.');
    expect(errorOf('Adres e-mail')).toBe('Podaj poprawny adres e-mail, np. imie@firma.pl.');
    expect(errorOf('Imię i nazwisko')).toBe('To pole jest wymagane.');
    expect(screen.getByText('Aby złożyć zamówienie, zaakceptuj regulamin.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Sprawdź wprowadzone dane');

    type(/^Numer VAT UE/, 'US123456789');
    expect(errorOf(/^Numer VAT UE/)).toBe(
      'Numer VAT UE zaczyna się od kodu kraju UE, np. PL, DE lub AT.',
    );
    type(/^Numer VAT UE/, 'ATU1234');
    expect(errorOf(/^Numer VAT UE/)).toBe('To nie jest format numeru VAT UE dla kraju: Austria.');
  });

  it('sends one order for a double click, under one idempotency key, and shows the confirmation with the bank details', async () => {
    let answer: (response: StubResponse) => void = () => undefined;
    const requests = stubShop(() => new Promise<StubResponse>((resolve) => (answer = resolve)));
    await renderCheckout();
    await fillAsGermanCustomer();

    fireEvent.click(submitButton());
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung wird gesendet …' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung wird gesendet …' }));

    await waitFor(() => expect(orderRequests(requests)).toHaveLength(1));
    const [order] = orderRequests(requests);
    expect(order?.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(order?.body).toEqual({
      ...orderBody,
      customer: {
        ...orderBody.customer,
        phone: '+49 351 4567890',
        company: 'Schlosserei Weiß GmbH',
        vatId: 'DE123456789',
      },
    });
    const cartReads = requests.filter((request) => request.path === '/api/cart').length;

    await act(async () => answer({ status: 201, body: placedOrder }));

    const heading = await screen.findByRole('heading', {
      name: 'Vielen Dank für Ihre Bestellung!',
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('order-number').textContent).toBe('B-2026-000042');
    expect(
      screen.getByText(
        'Die Bestellbestätigung haben wir an juergen.weiss@schlosserei-weiss.de gesendet.',
      ),
    ).toBeTruthy();
    const bank = screen.getByRole('region', { name: 'Bankverbindung für Ihre Überweisung' });
    expect(bank.textContent).toContain('innerhalb von 7 Tagen');
    expect(bank.textContent).toContain('DE21 4405 0199 0123 4567 89');
    expect(bank.textContent).toContain('DORTDE33XXX');
    expect(bank.textContent).toContain('78,54');
    expect(within(bank).getByRole('button', { name: 'IBAN kopieren' })).toBeTruthy();
    expect(within(bank).getByRole('button', { name: 'Verwendungszweck kopieren' })).toBeTruthy();
    // The server emptied the cart: the badge's cart is read again.
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/cart').length).toBeGreaterThan(
        cartReads,
      ),
    );
    expect(window.sessionStorage.length).toBe(0);
  });

  it("shows the server's field issues at their fields, in German, and keeps what was typed", async () => {
    const requests = stubShop(() => ({
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input: customer.email, billingAddress.postalCode',
        issues: [
          { path: 'customer.email', message: 'Must be a valid e-mail address' },
          {
            path: 'billingAddress.postalCode',
            message: 'Must be a postal code of DE, such as 44147',
          },
        ],
      },
    }));
    await renderCheckout();
    await fillAsGermanCustomer();

    fireEvent.click(submitButton());

    await waitFor(() =>
      expect(errorOf('E-Mail-Adresse')).toBe(
        'Diese Angabe wurde nicht angenommen. Bitte prüfen Sie sie.',
      ),
    );
    expect(errorOf('PLZ')).toBe('Keine gültige Postleitzahl für Deutschland.');
    expect(document.activeElement).toBe(field('E-Mail-Adresse'));
    expect(screen.getByRole('alert').textContent).toContain(
      '2 Felder sind noch nicht richtig ausgefüllt.',
    );
    expect(field('Vor- und Nachname').value).toBe('Jürgen Weiß');
    expect(field('PLZ').value).toBe('01067');
    expect(orderRequests(requests)).toHaveLength(1);
  });

  it('keeps the form and the idempotency key after a lost answer and a 503, so the retry orders once', async () => {
    const answers: Array<() => StubResponse> = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => ({
        status: 503,
        body: {
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'The orders service did not answer',
        },
      }),
      () => ({ status: 201, body: placedOrder }),
    ];
    const requests = stubShop(() => answers.shift()!());
    await renderCheckout();
    await fillAsGermanCustomer();

    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Verbindung ist abgebrochen. Bitte versuchen Sie es erneut – Ihre Bestellung wird dabei nicht doppelt aufgegeben.',
    );
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Bestellungen sind gerade nicht möglich',
      ),
    );
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(field('Straße und Hausnummer').value).toBe('Königsbrücker Straße 12');

    fireEvent.click(submitButton());
    expect(await screen.findByTestId('order-number')).toBeTruthy();
    const keys = orderRequests(requests).map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('says the cart is empty after a 409 and keeps the form', async () => {
    stubShop(() => ({
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: 'The cart is empty' },
    }));
    await renderCheckout();
    await fillAsGermanCustomer();

    fireEvent.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Bestellung wurde nicht aufgegeben');
    expect(alert.textContent).toContain('Ihr Warenkorb ist inzwischen leer');
    expect(within(alert).getByRole('link', { name: 'Zum Warenkorb' }).getAttribute('href')).toBe(
      '/warenkorb',
    );
    expect(field('Ort').value).toBe('Dresden');
  });

  it('ships to a different delivery address and totals shipping, VAT and gross as computeOrderTotals does', async () => {
    const requests = stubShop(() => ({ status: 201, body: placedOrder }));
    await renderCheckout();
    await fillAsGermanCustomer();

    const summary = screen.getByRole('region', { name: 'Ihre Bestellung' });
    await waitFor(() => expect(summary.textContent).toContain('78,54'));
    for (const amount of [shippedTotals.shipping, shippedTotals.net, shippedTotals.vat]) {
      expect(summary.textContent).toContain(amount.replace('.', ','));
    }
    fireEvent.click(screen.getByLabelText('Lieferadresse weicht ab'));
    const delivery = screen.getByRole('group', { name: 'Lieferadresse' });
    fireEvent.change(within(delivery).getByLabelText('Straße und Hausnummer'), {
      target: { value: 'Am Hafen 3' },
    });
    fireEvent.change(within(delivery).getByLabelText('PLZ'), { target: { value: '20457' } });
    fireEvent.change(within(delivery).getByLabelText('Ort'), { target: { value: 'Hamburg' } });

    fireEvent.click(submitButton());

    await screen.findByTestId('order-number');
    expect(orderRequests(requests)[0]?.body).toMatchObject({
      delivery: 'shipping',
      deliveryAddress: {
        street: 'Am Hafen 3',
        postalCode: '20457',
        city: 'Hamburg',
        country: 'DE',
      },
    });
  });

  it('counts pickup as free and sends no delivery address for it', async () => {
    const requests = stubShop(() => ({
      status: 201,
      body: { ...placedOrder, delivery: 'pickup' },
    }));
    await renderCheckout();
    await fillAsGermanCustomer();

    fireEvent.click(screen.getByRole('radio', { name: 'Abholung in Dortmund' }));

    // 36.10 net; x 19 % = 6.859 -> 6.86; gross 42.96
    const summary = screen.getByRole('region', { name: 'Ihre Bestellung' });
    await waitFor(() => expect(summary.textContent).toContain('42,96'));
    expect(screen.queryByLabelText('Lieferadresse weicht ab')).toBeNull();
    fireEvent.click(submitButton());
    await screen.findByTestId('order-number');
    expect(orderRequests(requests)[0]?.body).toMatchObject({ delivery: 'pickup' });
    expect(orderRequests(requests)[0]?.body).not.toHaveProperty('deliveryAddress');
  });

  it('keeps what was typed across a reload, but asks for the terms again', async () => {
    stubShop(() => ({ status: 500 }));
    const first = await renderCheckout();
    await fillAsGermanCustomer();
    first.unmount();

    await renderCheckout();
    expect(((await screen.findByLabelText('Vor- und Nachname')) as HTMLInputElement).value).toBe(
      'Jürgen Weiß',
    );
    expect(field('PLZ').value).toBe('01067');
    expect(field(/^USt-IdNr\./).value).toBe('DE 123 456 789');
    expect(
      field('Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie.').checked,
    ).toBe(false);
  });
});
