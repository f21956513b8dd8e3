import { describe, expect, it } from '@jest/globals';
import { contentLanguages, type OrderDetail } from '@shop/contracts';
import { computeOrderTotals } from '@shop/shop-rules';
import { mailTexts } from './mail-texts.js';
import { orderConfirmationMail, sellerNoticeMail, statusChangeMail } from './order-mails.js';
import { bankTransferFor } from '../orders/order-view.js';

const totals = computeOrderTotals({
  lineTotalsInCents: [3420],
  shipping: '29.90',
  vatRatePercent: 19,
});

function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderNumber: 'B-2026-000123',
    status: 'new',
    createdAt: '2026-11-25T09:30:00.000Z',
    language: 'de',
    customer: { name: 'Erika <b>Mustermann</b> & "Söhne"', email: 'erika@example.com' },
    billingAddress: {
      street: 'Hafenstraße 3',
      postalCode: '44139',
      city: 'Dortmund',
      country: 'DE',
    },
    deliveryAddress: null,
    delivery: 'shipping',
    paymentMethod: 'prepayment',
    paymentReceived: null,
    note: null,
    lines: [
      {
        kind: 'sheet',
        position: 1,
        quantity: 2,
        unitPrice: '17.10',
        lineTotal: '34.20',
        materialId: 2,
        materialName: 'Stahl S235',
        thickness: 2,
        width: 1000,
        height: 500,
      },
    ],
    totals,
    history: [],
    ...overrides,
  };
}

describe('order mail texts', () => {
  it('has the same keys in German, English and Polish, none of them empty', () => {
    const keys = Object.keys(mailTexts.de).sort();
    for (const language of contentLanguages) {
      expect(Object.keys(mailTexts[language]).sort()).toEqual(keys);
      for (const value of Object.values(mailTexts[language])) expect(value.trim()).not.toBe('');
    }
  });

  it.each(contentLanguages)(
    'writes the %s confirmation with number, lines, totals, bank details and seller',
    (language) => {
      const detail = order({ language });
      const mail = orderConfirmationMail(detail, bankTransferFor(detail.orderNumber, totals.gross));
      expect(mail.subject).toContain('B-2026-000123');
      for (const text of [mail.text, mail.html]) {
        expect(text).toContain('B-2026-000123');
        expect(text).toContain('Stahl S235');
        expect(text).toMatch(/76[.,]28/);
        expect(text).toContain('DE21 4405 0199 0123 4567 89');
        expect(text).toContain('Krause Metalltechnik GmbH');
        expect(text).toContain('DE287654321');
        expect(text).not.toMatch(/\{\w+\}/);
      }
    },
  );

  it('names the net amount, the VAT at its rate and the gross total', () => {
    const mail = orderConfirmationMail(order({ language: 'en' }));
    expect(mail.text).toMatch(/Net amount: €64\.10/);
    expect(mail.text).toMatch(/VAT 19%: €12\.18/);
    expect(mail.text).toMatch(/Total amount: €76\.28/);
  });

  it('writes rates, money and sizes as the pages and the offer PDF do', () => {
    const german = orderConfirmationMail(order()).text.replace(/[\u00a0\u202f]/g, ' ');
    expect(german).toContain('MwSt. 19 %: 12,18 €');
    expect(german).toContain('Stahl S235, Dicke 2 mm, 1000 × 500 mm');
    const polish = orderConfirmationMail(order({ language: 'pl' })).text;
    expect(polish).toContain('1000 × 500 mm');
  });

  it('escapes every customer value in the HTML and keeps it as typed in the text', () => {
    const mail = orderConfirmationMail(order());
    expect(mail.html).toContain('Erika &lt;b&gt;Mustermann&lt;/b&gt; &amp; &quot;Söhne&quot;');
    expect(mail.html).not.toContain('<b>Mustermann');
    expect(mail.text).toContain('Guten Tag Erika <b>Mustermann</b> & "Söhne",');
  });

  it('tells the customer of confirmed and shipped orders in their language', () => {
    expect(statusChangeMail(order({ language: 'pl' }), 'shipped').subject).toBe(
      'Twoje zamówienie B-2026-000123 zostało wysłane',
    );
    expect(statusChangeMail(order({ language: 'en' }), 'confirmed').subject).toBe(
      'Your order B-2026-000123 is confirmed',
    );
  });

  it('tells the customer of a cancelled order in their language, with what happens to a payment', () => {
    const german = statusChangeMail(order(), 'cancelled');
    expect(german.subject).toBe('Ihre Bestellung B-2026-000123 ist storniert');
    expect(german.text).toContain(
      'Ihre Bestellung ist storniert. Wir fertigen und liefern sie nicht; Ihnen entstehen keine Kosten.',
    );
    expect(german.text).toContain('überweisen wir den Betrag auf das Konto zurück');
    const english = statusChangeMail(order({ language: 'en' }), 'cancelled');
    expect(english.subject).toBe('Your order B-2026-000123 has been cancelled');
    expect(english.text).toContain('transfer the amount back to the account it came from');
    const polish = statusChangeMail(order({ language: 'pl' }), 'cancelled');
    expect(polish.subject).toBe('Twoje zamówienie B-2026-000123 zostało anulowane');
    expect(polish.text).toContain('zwrócimy kwotę na konto');
  });

  it("gives the shop the customer's details and note in German", () => {
    const notice = sellerNoticeMail(
      order({
        language: 'pl',
        note: 'Proszę dzwonić\nprzed dostawą',
        customer: {
          name: 'Jan',
          email: 'jan@example.pl',
          phone: '+48 22 123 45 67',
          vatId: 'PL1234567890',
        },
      }),
    );
    expect(notice.subject).toBe('Neue Bestellung B-2026-000123');
    expect(notice.text).toContain('USt-IdNr.: PL1234567890');
    expect(notice.text).toContain('Proszę dzwonić\nprzed dostawą');
  });

  it('names the lines as the customer read them, and keeps the German names for the works', () => {
    const english = order({
      language: 'en',
      lines: [
        {
          ...order().lines[0]!,
          inOrderLanguage: { materialName: 'Steel S235' },
        } as OrderDetail['lines'][number],
      ],
    });
    expect(orderConfirmationMail(english).text).toContain('1. Steel S235, ');
    expect(orderConfirmationMail(english).text).not.toContain('Stahl S235');
    expect(sellerNoticeMail(english).text).toContain('1. Stahl S235, ');
    expect(sellerNoticeMail(english).text).not.toContain('Steel S235');
  });
});
