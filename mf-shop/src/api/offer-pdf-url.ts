import type { Language } from '@shop/ui';

/**
 * `GET /api/cart/quote.pdf?lang=…`: the written offer of the visitor's cart, in the page's
 * language. A plain link downloads it with the cart cookie, so no fetch or blob is needed.
 */
export function offerPdfUrl(language: Language): string {
  return `/api/cart/quote.pdf?lang=${language}`;
}
