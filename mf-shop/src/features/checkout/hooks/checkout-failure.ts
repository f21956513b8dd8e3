import { ApiError } from '@shop/ui';

/** Why an order was not placed, as the banner tells it (a text key under `checkout.banner`). */
export type CheckoutFailure =
  | 'rejected'
  | 'emptyCart'
  | 'notManufacturable'
  | 'rateLimited'
  | 'unavailable'
  | 'network'
  | 'failed'
  | 'totalsMissing';

/**
 * The banner for a failed `POST /api/orders`. Field issues of a 400 are shown at the fields
 * instead; a 400 without any lands here as 'rejected'. An answer that never came ('network') may
 * still have placed the order, which the next try with the same key will then show.
 */
export function checkoutFailureOf(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError)) return 'network';
  switch (error.status) {
    case 400:
      return 'rejected';
    case 409:
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
