import type { DeliveryMethod, OrderCountry, PaymentMethod } from '@shop/contracts';

/** An address as typed: every field a string, the country one the shop delivers to. */
export interface AddressValues {
  street: string;
  postalCode: string;
  city: string;
  country: OrderCountry;
}

/** What the customer has typed and chosen: kept as a draft across reloads. */
export interface CheckoutDraft {
  customer: { name: string; email: string; phone: string; company: string; vatId: string };
  billingAddress: AddressValues;
  delivery: DeliveryMethod;
  /** With shipping: the goods go to `deliveryAddress` instead of the billing address. */
  differentDeliveryAddress: boolean;
  deliveryAddress: AddressValues;
  paymentMethod: PaymentMethod;
  note: string;
}

/**
 * The whole form. Accepting the terms is not part of the draft: a reloaded page asks for it
 * again, so it is always given for the order on screen.
 */
export interface CheckoutValues extends CheckoutDraft {
  acceptTerms: boolean;
}

const emptyAddress: AddressValues = { street: '', postalCode: '', city: '', country: 'DE' };

/** A fresh form: Germany, shipping and prepayment chosen, nothing typed. */
export const emptyCheckoutDraft: CheckoutDraft = {
  customer: { name: '', email: '', phone: '', company: '', vatId: '' },
  billingAddress: emptyAddress,
  delivery: 'shipping',
  differentDeliveryAddress: false,
  deliveryAddress: emptyAddress,
  paymentMethod: 'prepayment',
  note: '',
};

/** Every field that can be wrong, in the order the page shows them (focus goes to the first). */
export const checkoutFieldPaths = [
  'customer.name',
  'customer.email',
  'customer.phone',
  'customer.company',
  'customer.vatId',
  'billingAddress.street',
  'billingAddress.postalCode',
  'billingAddress.city',
  'billingAddress.country',
  'delivery',
  'deliveryAddress.street',
  'deliveryAddress.postalCode',
  'deliveryAddress.city',
  'deliveryAddress.country',
  'paymentMethod',
  'note',
  'acceptTerms',
] as const;
export type CheckoutFieldPath = (typeof checkoutFieldPaths)[number];

export function isCheckoutFieldPath(path: string): path is CheckoutFieldPath {
  return (checkoutFieldPaths as readonly string[]).includes(path);
}

/** The element id of a field's input (for a choice, its first option), from its path. */
export function checkoutFieldId(path: CheckoutFieldPath): string {
  return `checkout-${path.replace('.', '-')}`;
}

/** The value at a field's path. */
export function valueAt(values: CheckoutValues, path: CheckoutFieldPath): string | boolean {
  const [group, field] = path.split('.') as [string, string | undefined];
  const record = values as unknown as Record<string, unknown>;
  const value = field ? (record[group] as Record<string, unknown>)[field] : record[group];
  return typeof value === 'boolean' ? value : String(value);
}

/** The values with one field changed. */
export function withValue(
  values: CheckoutValues,
  path: CheckoutFieldPath | 'differentDeliveryAddress',
  value: string | boolean,
): CheckoutValues {
  const [group, field] = path.split('.') as [keyof CheckoutValues, string | undefined];
  if (!field) return { ...values, [group]: value };
  return { ...values, [group]: { ...(values[group] as object), [field]: value } };
}
