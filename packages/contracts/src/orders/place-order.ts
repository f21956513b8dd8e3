import * as z from 'zod/mini';
import { cartIdSchema } from '../cart/cart-quantity.js';
import { contentLanguageSchema } from '../content/language.js';
import { ordersSubjects } from '../subjects.js';
import { MAX_NOTE_LENGTH, orderAddressSchema, orderCustomerSchema } from './customer.js';
import { orderStatusSchema } from './order-status.js';
import { orderTotalsSchema } from './order-totals.js';

export const deliveryMethods = ['pickup', 'shipping'] as const;
/** Pickup at the works in Dortmund (free), or shipping at the flat rate the admin sets. */
export const deliveryMethodSchema = z.enum(deliveryMethods, {
  error: 'Must be pickup or shipping',
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

export const paymentMethods = ['prepayment', 'invoice'] as const;
/** Prepayment by bank transfer, or payment on invoice. */
export const paymentMethodSchema = z.enum(paymentMethods, {
  error: 'Must be prepayment or invoice',
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * Body of `POST /api/orders`: who orders, where the invoice goes, how the goods come (to
 * `deliveryAddress` when given, else to the billing address) and how they are paid. The terms
 * must be accepted. `language` is the one the customer ordered in, for the e-mails (German when
 * absent).
 */
export const placeOrderBodySchema = z.strictObject({
  customer: orderCustomerSchema,
  billingAddress: orderAddressSchema,
  deliveryAddress: z.optional(orderAddressSchema),
  delivery: deliveryMethodSchema,
  paymentMethod: paymentMethodSchema,
  acceptTerms: z.literal(true, { error: 'The terms and conditions must be accepted' }),
  note: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_NOTE_LENGTH, `Must be at most ${MAX_NOTE_LENGTH} characters`),
      ),
  ),
  language: z.optional(contentLanguageSchema),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/**
 * The `Idempotency-Key` header of `POST /api/orders`, required: the client's own id of one submit
 * (a UUID, say), as the IETF draft on the header describes it. The same key with the same body
 * answers the same order again; with another body it is refused (422); while the first submit is
 * still being placed, a repeat is answered 409.
 */
export const idempotencyKeySchema = z
  .string()
  .check(
    z.minLength(8, 'Must be at least 8 characters'),
    z.maxLength(128, 'Must be at most 128 characters'),
    z.regex(/^[A-Za-z0-9_.:-]+$/, 'Only letters, digits and _ . : -'),
  );

/** An order's number: `B-<year>-<six digits>`, counted per year. */
export const orderNumberSchema = z
  .string()
  .check(z.regex(/^B-\d{4}-\d{6}$/, 'Must be an order number such as B-2026-000123'));

/** `orders.order.place`: the visitor's cart becomes an order. */
export const placeOrderSubject = ordersSubjects.placeOrder;
export const placeOrderRequestSchema = z.strictObject({
  cartId: cartIdSchema,
  idempotencyKey: idempotencyKeySchema,
  order: placeOrderBodySchema,
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** The account a prepayment is transferred to, with the order number as the reference. */
export const bankTransferSchema = z.object({
  accountHolder: z.string(),
  bankName: z.string(),
  iban: z.string(),
  bic: z.string(),
  /** What the transfer's reference must say: the order number. */
  reference: z.string(),
  /** The gross total, EUR with two places. */
  amount: z.string(),
  /** Days within which the transfer is expected. */
  dueDays: z.int().check(z.positive()),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

/** 201 of `POST /api/orders` (and the same order again for a repeated idempotency key). */
export const placeOrderResponseSchema = z.object({
  orderNumber: orderNumberSchema,
  status: orderStatusSchema,
  createdAt: z.string(),
  totals: orderTotalsSchema,
  delivery: deliveryMethodSchema,
  paymentMethod: paymentMethodSchema,
  /** Where the confirmation e-mail goes. */
  email: z.string(),
  /** Present for prepayment: where to transfer the gross total to. */
  bankTransfer: z.optional(bankTransferSchema),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;
