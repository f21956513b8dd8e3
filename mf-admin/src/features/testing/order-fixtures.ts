import type { OrderSummary } from '@shop/contracts';

/** Orders as the gateway answers them, for the admin's order specs. */

export const annaSummary: OrderSummary = {
  orderNumber: 'B-2026-000125',
  status: 'new',
  createdAt: '2026-11-24T09:30:00.000Z',
  customerName: 'Anna Schmidt',
  company: 'Schlosserei Schmidt GmbH',
  email: 'anna.schmidt@schlosserei-schmidt.de',
  lineCount: 4,
  gross: '1490.74',
  delivery: 'shipping',
  paymentMethod: 'prepayment',
};

export const janSummary: OrderSummary = {
  orderNumber: 'B-2026-000124',
  status: 'confirmed',
  createdAt: '2026-11-23T15:05:00.000Z',
  customerName: 'Jan Kowalski',
  company: null,
  email: 'jan.kowalski@example.pl',
  lineCount: 1,
  gross: '60.15',
  delivery: 'pickup',
  paymentMethod: 'invoice',
};

export const petraSummary: OrderSummary = {
  orderNumber: 'B-2026-000123',
  status: 'shipped',
  createdAt: '2026-11-20T08:00:00.000Z',
  customerName: 'Petra Wagner',
  company: 'Wagner Stahlbau KG',
  email: 'einkauf@wagner-stahlbau.de',
  lineCount: 2,
  gross: '88.00',
  delivery: 'shipping',
  paymentMethod: 'invoice',
};
