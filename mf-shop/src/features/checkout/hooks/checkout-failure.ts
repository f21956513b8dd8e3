import { ApiError } from '@shop/ui';
import { isOrderStillPending, OrderUnconfirmedError } from '../api/place-order';

/** Why an order was not placed, as the banner tells it (a text key under `checkout.banner`). */
export type CheckoutFailure =
  | 'rejected'
  | 'emptyCart'
  | 'alreadyOrdered'
  | 'notManufacturable'
  | 'rateLimited'
  | 'unavailable'
  | 'unconfirmed'
  | 'network'
  | 'failed'
  | 'totalsMissing';

/**
 * The banner for a failed `POST /api/orders`. Field issues of a 400 are shown at the fields
 * instead; a 400 without any lands here as 'rejected'. An answer that never came ('network') may
 * still have placed the order, which the next try with the same key will then show; so may an
 * order the server was still placing when the page stopped asking ('unconfirmed').
 */
export function checkoutFailureOf(error: unknown): CheckoutFailure {
  if (error instanceof OrderUnconfirmedError || isOrderStillPending(error)) return 'unconfirmed';
  if (!(error instanceof ApiError)) return 'network';
  switch (error.status) {
    case 400:
      return 'rejected';
    case 409:
      if (alreadyOrderedNumberOf(error) !== undefined) return 'alreadyOrdered';
      // a part that changed cutting rules made unmakeable stays in the cart until it is removed
      return error.body?.code === 'part_not_manufacturable' ? 'notManufacturable' : 'emptyCart';
    case 429:
      return 'rateLimited';
    case 502:
    case 503:
    case 504:
      return 'unavailable';
    default:
      return 'failed';
  }
}

/** The order every line of the cart went into already (409 `cart_already_ordered`), if so. */
export function alreadyOrderedNumberOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.body?.code !== 'cart_already_ordered') return undefined;
  return error.body.orderNumber;
}

/**
 * Whether the answer ends the attempt, so the next submit makes a new idempotency key: the cart
 * was ordered already, or the server holds the key for other values than these.
 */
export function endsAttempt(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const code = error.body?.code;
  return code === 'cart_already_ordered' || code === 'idempotency_key_reused';
}
