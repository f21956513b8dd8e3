import * as z from 'zod/mini';
import { cartIdSchema } from '../cart/cart-quantity.js';
import { contentLanguageSchema } from '../content/language.js';
import { ordersSubjects } from '../subjects.js';
import { orderLineSchema } from './order-line.js';
import { orderTotalsSchema } from './order-totals.js';

/** A written offer's number: `A-<year>-<six digits>` (Angebot), counted per year. */
export const offerNumberSchema = z
  .string()
  .check(z.regex(/^A-\d{4}-\d{6}$/, 'Must be an offer number such as A-2026-000045'));

/** Query of `GET /api/cart/quote.pdf`: the language the offer is written in. */
export const offerPdfQuerySchema = z.strictObject({
  lang: z.optional(contentLanguageSchema),
});

/**
 * A written offer of the visitor's cart, as the orders service priced and recorded it: its
 * number, date and validity, the lines with drawings of custom parts, and the totals (without
 * shipping, which the offer names separately). The gateway renders it as a PDF.
 */
export const offerDocumentSchema = z.object({
  offerNumber: offerNumberSchema,
  /** ISO date-time of issue. */
  issuedAt: z.string(),
  /** ISO date (yyyy-mm-dd) until which the prices hold. */
  validUntil: z.string(),
  language: contentLanguageSchema,
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  /** The shipping flat rate (EUR), for the offer's note on delivery. */
  shippingFlatRate: z.string(),
});
export type OfferDocument = z.infer<typeof offerDocumentSchema>;

/** `orders.offer.create`: an offer of the cart; 409 when the cart is empty. */
export const createOfferSubject = ordersSubjects.createOffer;
export const createOfferRequestSchema = z.strictObject({
  cartId: cartIdSchema,
  language: contentLanguageSchema,
});
export type CreateOfferRequest = z.infer<typeof createOfferRequestSchema>;
