import type { PlaceOrderResponse } from '@shop/contracts';
import { expect, test } from '../fixtures/test';
import { waitForMail } from '../support/mails';

test.describe('an order placed through the API', () => {
  test('sends the customer the confirmation e-mail with the order number and the total', async ({
    request,
    pricingApi,
  }) => {
    const material = await pricingApi.material('Stahl S235');
    // The request context keeps the cart cookie between the two calls, as a browser would.
    const added = await request.post('/api/cart', {
      data: { materialId: material.id, width: 1000, height: 500, thickness: 3, quantity: 2 },
    });
    expect(added.status()).toBe(201);
    const email = `playwright-${Date.now()}@example.com`;
    const ordered = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': `playwright-${Date.now()}` },
      data: {
        customer: { name: 'Erika Mustermann', email },
        billingAddress: {
          street: 'Hafenstraße 3',
          postalCode: '44139',
          city: 'Dortmund',
          country: 'DE',
        },
        delivery: 'shipping',
        paymentMethod: 'prepayment',
        acceptTerms: true,
        language: 'de',
      },
    });
    expect(ordered.status()).toBe(201);
    const order = (await ordered.json()) as PlaceOrderResponse;
    expect(order.orderNumber).toMatch(/^B-\d{4}-\d{6}$/);

    const mail = await waitForMail((received) => received.to.includes(email));
    expect(mail.subject).toBe(`Ihre Bestellung ${order.orderNumber} bei Bleche`);
    expect(mail.text).toContain(`Bestellnummer: ${order.orderNumber}`);
    const gross = order.totals.gross.replace('.', ',');
    expect(mail.text).toMatch(new RegExp(`Gesamtbetrag: ${gross}\\s€`));
    expect(mail.text).toContain(`Verwendungszweck: ${order.orderNumber}`);
  });
});
