import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { seller, type PlaceOrderResponse } from '@shop/contracts';
import { computeOrderTotals } from '@shop/shop-rules';
import { renderPage } from '@shop/ui/testing';
import OrderConfirmationPage from './order-confirmation-page';

// 120.00 net goods, picked up: x 19 % = 22.80; gross 142.80
const totals = computeOrderTotals({ lineTotalsInCents: [12000], shipping: 0, vatRatePercent: 19 });

const prepaidOrder: PlaceOrderResponse = {
  orderNumber: 'B-2026-000107',
  status: 'new',
  createdAt: '2026-11-26T10:15:00.000Z',
  totals,
  delivery: 'pickup',
  paymentMethod: 'prepayment',
  email: 'anna.nowak@stal-nowak.pl',
  bankTransfer: {
    accountHolder: seller.bank.accountHolder,
    bankName: seller.bank.bankName,
    iban: seller.bank.iban,
    bic: seller.bank.bic,
    reference: 'B-2026-000107',
    amount: totals.gross,
    dueDays: 7,
  },
};

async function renderConfirmation(state: unknown, language: 'de' | 'en' | 'pl' = 'de') {
  return renderPage(
    <MemoryRouter initialEntries={[{ pathname: '/kasse/bestaetigung', state }]}>
      <Routes>
        <Route path="/kasse/bestaetigung" element={<OrderConfirmationPage />} />
      </Routes>
    </MemoryRouter>,
    language,
  );
}

const amountBeside = (header: string) =>
  within(screen.getByRole('rowheader', { name: header }).closest('tr')!).getByRole('cell')
    .textContent;

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('OrderConfirmationPage', () => {
  it('shows the order number, the totals and the bank details in Polish, and copies the IBAN without spaces', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderConfirmation({ order: prepaidOrder }, 'pl');

    expect(screen.getByRole('heading', { name: 'Dziękujemy za zamówienie!' })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('B-2026-000107');
    expect(amountBeside('Razem netto')).toBe('120,00\u00a0€');
    expect(amountBeside('VAT 19%')).toBe('22,80\u00a0€');
    expect(amountBeside('Razem brutto')).toBe('142,80\u00a0€');
    expect(amountBeside('Odbiór osobisty')).toBe('0,00\u00a0€');
    const bank = screen.getByRole('region', { name: 'Dane do przelewu' });
    expect(bank.textContent).toContain('w ciągu 7 dni');
    expect(bank.textContent).toContain('Sparkasse Dortmund');

    await act(async () => {
      fireEvent.click(within(bank).getByRole('button', { name: 'Kopiuj: IBAN' }));
    });

    expect(writeText).toHaveBeenCalledWith('DE21440501990123456789');
    expect(within(bank).getByText('Skopiowano')).toBeTruthy();
    expect(screen.getByText(`Odbiór osobisty: ${seller.pickupAddress}.`)).toBeTruthy();
  });

  it('says the invoice comes with the goods, and shows no bank details, for an order on invoice', async () => {
    const { bankTransfer: _none, ...onInvoice } = prepaidOrder;
    await renderConfirmation({ order: { ...onInvoice, paymentMethod: 'invoice' } }, 'en');

    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.getByText('You pay on invoice: the invoice comes with the goods.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bank details for your transfer' })).toBeNull();
  });

  it('says there is nothing to show when opened without an order', async () => {
    await renderConfirmation(null);

    expect(screen.getByRole('heading', { name: 'Keine Bestellung zum Anzeigen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Shop' }).getAttribute('href')).toBe('/shop');
  });
});
