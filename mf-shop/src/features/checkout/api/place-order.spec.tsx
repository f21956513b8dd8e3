import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@shop/ui';
import { stubFetch, type StubResponse } from '@shop/ui/testing';
import { keyInUse, orderBody, orderPending, placedOrder } from '../testing/checkout-fixtures';
import { OrderUnconfirmedError, placeOrderPatiently } from './place-order';

const body = orderBody;
const idempotencyKey = '5f0c1a8e-3b7d-4c2e-9a61-0d4f8b2e7c13';

/** A clock that only moves when the page waits, and the waits it was asked for. */
function fakeClock() {
  const clock = { now: 0, waits: [] as number[] };
  return {
    waits: clock.waits,
    now: () => clock.now,
    wait: async (ms: number) => {
      clock.waits.push(ms);
      clock.now += ms;
    },
  };
}

/** `POST /api/orders` answered by `answers`, one after the other. */
function stubOrders(...answers: StubResponse[]) {
  return stubFetch(() => answers.shift() ?? { status: 500 });
}

describe('placeOrderPatiently', () => {
  it('asks again with the same key and body while the order is still being placed, as long as Retry-After says (5 s without it)', async () => {
    const requests = stubOrders(orderPending(3), keyInUse(), {
      status: 201,
      body: placedOrder,
    });
    const clock = fakeClock();
    let pendingAnswers = 0;

    const order = await placeOrderPatiently(
      { body, idempotencyKey },
      { ...clock, onPending: () => (pendingAnswers += 1) },
    );

    expect(order).toEqual(placedOrder);
    expect(clock.waits).toEqual([3_000, 5_000]);
    expect(pendingAnswers).toBe(2);
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request).toEqual({ method: 'POST', path: '/api/orders', body, idempotencyKey });
    }
  });

  it('stops asking two minutes after the first pending answer, the last wait cut to what is left', async () => {
    const requests = stubOrders(...Array.from({ length: 10 }, () => orderPending(50)));
    const clock = fakeClock();

    const placing = placeOrderPatiently({ body, idempotencyKey }, clock);

    await expect(placing).rejects.toBeInstanceOf(OrderUnconfirmedError);
    expect(clock.waits).toEqual([50_000, 50_000, 20_000]);
    expect(requests).toHaveLength(4);
  });

  it('waits at least a second, even when the server says Retry-After: 0', async () => {
    stubOrders(keyInUse(0), { status: 201, body: placedOrder });
    const clock = fakeClock();
    await placeOrderPatiently({ body, idempotencyKey }, clock);
    expect(clock.waits).toEqual([1_000]);
  });

  it('passes any other answer on at once: nothing was placed, or the cart was ordered already', async () => {
    const requests = stubOrders(
      { status: 503, body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' } },
      // A 409 of another code is no pending order.
      {
        status: 409,
        body: {
          status: 409,
          code: 'cart_already_ordered',
          orderNumber: 'B-2026-000123',
          message: 'Every line of the cart was ordered already',
        },
      },
      // Nor is a proxy's 504 without the gateway's body.
      { status: 504 },
    );
    const clock = fakeClock();

    for (const status of [503, 409, 504]) {
      const failure = await placeOrderPatiently({ body, idempotencyKey }, clock).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).status).toBe(status);
    }
    expect(requests).toHaveLength(3);
    expect(clock.waits).toEqual([]);
  });

  it('stops waiting when the page is left', async () => {
    stubOrders(orderPending(5), { status: 201, body: placedOrder });
    const pageLeft = new AbortController();
    pageLeft.abort(new Error('left'));

    await expect(
      placeOrderPatiently({ body, idempotencyKey }, { signal: pageLeft.signal }),
    ).rejects.toThrow('left');
  });
});
