import { describe, expect, it } from '@jest/globals';
import { orderStatuses } from '@shop/contracts';
import {
  checkOrderTransition,
  customerNotifiedStatuses,
  orderLifecycle,
  orderStatusTransitions,
} from './order-lifecycle.js';

describe('the order lifecycle', () => {
  it('moves an order forward one step at a time', () => {
    expect(checkOrderTransition('new', 'confirmed')).toEqual({ allowed: true });
    expect(checkOrderTransition('confirmed', 'in_production')).toEqual({ allowed: true });
    expect(checkOrderTransition('in_production', 'shipped')).toEqual({ allowed: true });
    expect(checkOrderTransition('shipped', 'completed')).toEqual({ allowed: true });
  });

  it('refuses skipping a step or going back, with the reason', () => {
    expect(checkOrderTransition('new', 'shipped')).toEqual({
      allowed: false,
      reason: 'An order that is new can only become confirmed or cancelled, not shipped',
    });
    expect(checkOrderTransition('shipped', 'confirmed')).toMatchObject({ allowed: false });
  });

  it('allows cancelling before shipping, never after', () => {
    for (const from of ['new', 'confirmed', 'in_production'] as const) {
      expect(checkOrderTransition(from, 'cancelled')).toEqual({ allowed: true });
    }
    expect(checkOrderTransition('shipped', 'cancelled')).toMatchObject({ allowed: false });
    expect(checkOrderTransition('completed', 'cancelled')).toEqual({
      allowed: false,
      reason: 'An order that is completed cannot change any more',
    });
  });

  it('refuses a change to the status an order already has', () => {
    expect(checkOrderTransition('confirmed', 'confirmed')).toEqual({
      allowed: false,
      reason: 'The order is already confirmed',
    });
  });

  it('names every status in the table', () => {
    expect(Object.keys(orderStatusTransitions).sort()).toEqual([...orderStatuses].sort());
  });

  it('sends a prepayment order into production only once its payment is recorded, with the reason', () => {
    const unpaid = { paymentMethod: 'prepayment', paymentReceivedAt: null } as const;
    expect(checkOrderTransition('confirmed', 'in_production', unpaid)).toEqual({
      allowed: false,
      code: 'payment_not_received',
      reason:
        'A prepayment order goes into production only once its payment is recorded as received',
    });
    expect(
      checkOrderTransition('confirmed', 'in_production', {
        paymentMethod: 'prepayment',
        paymentReceivedAt: '2026-11-28T10:00:00.000Z',
      }),
    ).toEqual({ allowed: true });
    expect(
      checkOrderTransition('confirmed', 'in_production', {
        paymentMethod: 'invoice',
        paymentReceivedAt: null,
      }),
    ).toEqual({ allowed: true });
    // an unpaid prepayment order may still be cancelled
    expect(checkOrderTransition('confirmed', 'cancelled', unpaid)).toEqual({ allowed: true });
  });

  it('mails the customer on placing, confirmation, shipping and cancellation', () => {
    expect(orderStatuses.map((status) => orderLifecycle[status].customerMail)).toEqual([
      'placed',
      'confirmed',
      undefined,
      'shipped',
      undefined,
      'cancelled',
    ]);
    expect(customerNotifiedStatuses).toEqual(['confirmed', 'shipped', 'cancelled']);
  });
});
