import * as z from 'zod/mini';
import { cartIdSchema } from '../cart/cart-quantity.js';
import { contentLanguageSchema } from '../content/language.js';
import { ordersSubjects } from '../subjects.js';
import { orderLineSchema } from './order-line.js';
import { orderTotalsSchema } from './order-totals.js';

/** A written quote's number: `A-<year>-<six digits>` (Angebot), counted per year. */
export const quoteNumberSchema = z
  .string()
  .check(z.regex(/^A-\d{4}-\d{6}$/, 'Must be a quote number such as A-2026-000045'));

/** Query of `GET /api/cart/quote.pdf`: the language the quote is written in. */
export const quotePdfQuerySchema = z.strictObject({
  lang: z.optional(contentLanguageSchema),
});

/**
 * A written quote of the visitor's cart, as the orders service priced and recorded it: its
 * number, date and validity, the lines with drawings of custom parts, and the totals (without
 * shipping, which the quote names separately). The gateway renders it as a PDF.
 */
export const quoteDocumentSchema = z.object({
  quoteNumber: quoteNumberSchema,
  /** ISO date-time of issue. */
  issuedAt: z.string(),
  /** ISO date (yyyy-mm-dd) until which the prices hold. */
  validUntil: z.string(),
  language: contentLanguageSchema,
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  /** The shipping flat rate (EUR), for the quote's note on delivery. */
  shippingFlatRate: z.string(),
});
export type QuoteDocument = z.infer<typeof quoteDocumentSchema>;

/** `orders.quote.create`: a quote of the cart; 409 when the cart is empty. */
export const createQuoteSubject = ordersSubjects.createQuote;
export const createQuoteRequestSchema = z.strictObject({
  cartId: cartIdSchema,
  language: contentLanguageSchema,
});
export type CreateQuoteRequest = z.infer<typeof createQuoteRequestSchema>;
