import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  placeOrderResponseSchema,
  type PlaceOrderBody,
  type PlaceOrderResponse,
} from '@shop/contracts';
import { ApiError, apiRequest } from '@shop/ui';

export interface PlaceOrderVariables {
  body: PlaceOrderBody;
  idempotencyKey: string;
}

/**
 * `POST /api/orders`: the visitor's cart becomes an order. The same idempotency key answers the
 * same order again, so a repeated call never orders twice.
 */
export function placeOrder({
  body,
  idempotencyKey,
}: PlaceOrderVariables): Promise<PlaceOrderResponse> {
  return apiRequest('/api/orders', (data) => placeOrderResponseSchema.parse(data), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** How long the page keeps asking after an order the server is still placing. */
export const ORDER_CONFIRMATION_PATIENCE_MS = 120_000;
/** The wait before asking again when the server does not say how long (no `Retry-After`). */
export const DEFAULT_ORDER_RETRY_SECONDS = 5;
/** Even a `Retry-After: 0` waits this long, so a busy server is not asked in a tight loop. */
const MIN_ORDER_RETRY_MS = 1_000;

/**
 * Whether the answer says the order under this key may still be placed: the gateway stopped
 * waiting for it (504 `order_pending`), or a request with the same key is still being placed
 * (409 `idempotency_key_in_use`). Asking again with the same key and body tells how it ended.
 */
export function isOrderStillPending(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  const code = error.body?.code;
  return (
    (error.status === 504 && code === 'order_pending') ||
    (error.status === 409 && code === 'idempotency_key_in_use')
  );
}

/** The server still said the order is being placed when the page stopped asking. */
export class OrderUnconfirmedError extends Error {
  constructor(readonly lastAnswer: ApiError) {
    super('The order was still being placed when the page stopped asking');
    this.name = 'OrderUnconfirmedError';
  }
}

export interface PatientOrderOptions {
  /** Called whenever the server answers that the order is still being placed, before waiting. */
  onPending?(): void;
  /** Stops the waiting (the page was left): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Waits `ms` milliseconds, or rejects once `signal` aborts; tests pass their own. */
  wait?(ms: number, signal?: AbortSignal): Promise<void>;
  /** The current time in milliseconds; tests pass their own. */
  now?(): number;
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Places the order, and while the server answers that it is still being placed, asks again with
 * the same key and body after the `Retry-After` it names (5 s without one), for up to
 * {@link ORDER_CONFIRMATION_PATIENCE_MS} from its first such answer. The key makes every ask the
 * same order: the answer is the order, once, or why there is none. Rejects with an
 * {@link OrderUnconfirmedError} when the patience runs out.
 */
export async function placeOrderPatiently(
  variables: PlaceOrderVariables,
  { onPending, signal, wait = delay, now = Date.now }: PatientOrderOptions = {},
): Promise<PlaceOrderResponse> {
  let giveUpAt: number | undefined;
  for (;;) {
    try {
      return await placeOrder(variables);
    } catch (error) {
      if (!isOrderStillPending(error)) throw error;
      giveUpAt ??= now() + ORDER_CONFIRMATION_PATIENCE_MS;
      const remainingMs = giveUpAt - now();
      if (remainingMs <= 0) throw new OrderUnconfirmedError(error);
      onPending?.();
      const retryAfterMs = (error.retryAfterSeconds ?? DEFAULT_ORDER_RETRY_SECONDS) * 1000;
      await wait(Math.min(Math.max(retryAfterMs, MIN_ORDER_RETRY_MS), remainingMs), signal);
    }
  }
}

/**
 * The order mutation, asking again while the order is still being placed (`onPending` tells
 * the page so). Leaving the page stops the asking; an order placed meanwhile still comes by e-mail.
 */
export function usePlaceOrder({ onPending }: { onPending(): void }) {
  const pageLeft = useRef<AbortController | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    pageLeft.current = controller;
    return () => controller.abort();
  }, []);
  return useMutation({
    mutationFn: (variables: PlaceOrderVariables) =>
      placeOrderPatiently(variables, { onPending, signal: pageLeft.current?.signal }),
  });
}
