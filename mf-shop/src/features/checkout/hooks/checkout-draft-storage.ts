import {
  deliveryMethods,
  orderCountries,
  paymentMethods,
  type OrderCountry,
} from '@shop/contracts';
import { emptyCheckoutDraft, type AddressValues, type CheckoutDraft } from './checkout-values';

/**
 * Where the draft, the current attempt's idempotency key and the order an already ordered cart
 * went into live: per tab and only until the tab closes, since the draft holds a name, an e-mail
 * and addresses.
 */
const draftStorageKey = 'bleche:checkout-draft';
const attemptStorageKey = 'bleche:checkout-attempt';
const alreadyOrderedStorageKey = 'bleche:checkout-already-ordered';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked; the form then simply starts empty after a reload.
    return undefined;
  }
}

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

function restoreAddress(stored: unknown, fallback: AddressValues): AddressValues {
  const address = (stored ?? {}) as Partial<Record<keyof AddressValues, unknown>>;
  return {
    street: textOr(address.street, fallback.street),
    postalCode: textOr(address.postalCode, fallback.postalCode),
    city: textOr(address.city, fallback.city),
    country: oneOf<OrderCountry>(address.country, orderCountries, fallback.country),
  };
}

/**
 * A stored draft, field by field: whatever is missing or of the wrong kind (an older shape, a
 * country no longer delivered to) takes the empty form's value.
 */
export function restoreDraft(stored: unknown): CheckoutDraft {
  const draft = (stored ?? {}) as Partial<Record<keyof CheckoutDraft, unknown>>;
  const customer = (draft.customer ?? {}) as Record<string, unknown>;
  const empty = emptyCheckoutDraft;
  return {
    customer: {
      name: textOr(customer.name, ''),
      email: textOr(customer.email, ''),
      phone: textOr(customer.phone, ''),
      company: textOr(customer.company, ''),
      vatId: textOr(customer.vatId, ''),
    },
    billingAddress: restoreAddress(draft.billingAddress, empty.billingAddress),
    delivery: oneOf(draft.delivery, deliveryMethods, empty.delivery),
    differentDeliveryAddress: draft.differentDeliveryAddress === true,
    deliveryAddress: restoreAddress(draft.deliveryAddress, empty.deliveryAddress),
    paymentMethod: oneOf(draft.paymentMethod, paymentMethods, empty.paymentMethod),
    note: textOr(draft.note, ''),
  };
}

export function loadDraft(): CheckoutDraft {
  try {
    const stored = storage()?.getItem(draftStorageKey);
    return stored ? restoreDraft(JSON.parse(stored)) : emptyCheckoutDraft;
  } catch {
    return emptyCheckoutDraft;
  }
}

export function saveDraft(draft: CheckoutDraft): void {
  try {
    storage()?.setItem(draftStorageKey, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft after a reload.
  }
}

/**
 * One checkout attempt: its idempotency key and what it orders (the body and the cart lines, as
 * {@link attemptFingerprint} writes them), so the key is only ever sent with what it was made for.
 */
export interface CheckoutAttempt {
  key: string;
  fingerprint: string;
}

/** The attempt still open, if any. */
export function loadAttempt(): CheckoutAttempt | undefined {
  try {
    const stored = storage()?.getItem(attemptStorageKey);
    const attempt: unknown = stored ? JSON.parse(stored) : undefined;
    const { key, fingerprint } = (attempt ?? {}) as Partial<Record<keyof CheckoutAttempt, unknown>>;
    return typeof key === 'string' && typeof fingerprint === 'string'
      ? { key, fingerprint }
      : undefined;
  } catch {
    // Not JSON (a key kept by an older page): the next submit starts a new attempt.
    return undefined;
  }
}

export function saveAttempt(attempt: CheckoutAttempt): void {
  try {
    storage()?.setItem(attemptStorageKey, JSON.stringify(attempt));
  } catch {
    // The key still holds for this page; only a reload would start a new attempt.
  }
}

/** Ends the open attempt: the next submit makes a new key. */
export function dropAttempt(): void {
  try {
    storage()?.removeItem(attemptStorageKey);
  } catch {
    // Nothing stored, nothing to drop.
  }
}

/**
 * The order this tab's cart turned out to be ordered in already (a 409 `cart_already_ordered`),
 * for the empty checkout the page shows once the cart is read again.
 */
export function loadAlreadyOrderedNumber(): string | undefined {
  try {
    return storage()?.getItem(alreadyOrderedStorageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the order the cart went into, or forgets it (`undefined`) once a new cart is shown. */
export function saveAlreadyOrderedNumber(orderNumber: string | undefined): void {
  try {
    if (orderNumber === undefined) storage()?.removeItem(alreadyOrderedStorageKey);
    else storage()?.setItem(alreadyOrderedStorageKey, orderNumber);
  } catch {
    // Only the empty checkout's note about the earlier order is lost.
  }
}

/** After an order: the next checkout starts empty, with a new attempt. */
export function clearCheckoutStorage(): void {
  try {
    storage()?.removeItem(draftStorageKey);
    storage()?.removeItem(attemptStorageKey);
    storage()?.removeItem(alreadyOrderedStorageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
