import { describe, expect, it } from '@jest/globals';
import { checkOrderTransition, orderStatuses, orderStatusTransitions } from './order-status.js';

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
});
