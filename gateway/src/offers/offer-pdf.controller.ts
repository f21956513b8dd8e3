import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { defaultContentLanguage, offerPdfQuerySchema } from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { CartCookie } from '../cart/cart-cookie.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { pdfFileSchema } from '../openapi/description-schemas.js';
import { OfferPdfService } from './offer-pdf.service.js';
import { OfferRateLimit } from './offer-rate-limit.js';

/**
 * The written offer of the visitor's cart, for a purchasing department: the cart id from the
 * cookie only, the language from the query (German unless asked otherwise), the PDF as an
 * attachment that no cache keeps.
 */
@ApiTag('Cart')
@Controller('cart')
export class OfferPdfController {
  constructor(
    @Inject(OfferPdfService) private readonly offers: OfferPdfService,
    @Inject(CartCookie) private readonly cookie: CartCookie,
    @Inject(OfferRateLimit) private readonly rateLimit: OfferRateLimit,
  ) {}

  @Get('quote.pdf')
  @ApiRoute({
    summary: 'Download a written offer of the cart as PDF',
    description:
      "The orders service prices the visitor's cart and records the offer under its number " +
      '(`A-<year>-<six digits>`, valid 14 days); the answer is the offer as a PDF (A4) in the ' +
      'language asked for, German unless `lang` says otherwise, as an attachment named ' +
      '`Angebot-<number>.pdf` (`Quote-…` in English, `Oferta-…` in Polish). Prices are net plus ' +
      'VAT; the shipping flat rate is named beside the totals.',
    cartCookie: true,
    query: offerPdfQuerySchema,
    response: {
      description: 'The offer as a PDF file.',
      schema: pdfFileSchema,
      contentType: 'application/pdf',
      headers: {
        'Content-Disposition': {
          description: '`attachment; filename="Angebot-A-2026-000045.pdf"`',
          schema: { type: 'string' },
        },
        'Cache-Control': {
          description: '`no-store`: the offer is one visitor’s.',
          schema: { type: 'string' },
        },
      },
    },
    errors: {
      400: '`lang` is not `de`, `en` or `pl`, or the query has other parameters.',
      409: {
        when: 'The cart is empty, or the visitor has none.',
        example: { code: 'CONFLICT', message: 'The cart is empty' },
      },
      429: {
        when: 'Too many offers from this address; `Retry-After` says when to try again.',
        example: { message: 'Too many offers from your address; try again later' },
      },
      503: 'The orders service is not available.',
    },
  })
  async download(
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    await this.rateLimit.take(request.ip);
    const { lang = defaultContentLanguage } = parsePayload(offerPdfQuerySchema, query);
    // Without a cart there is nothing to offer: 409, worded as the orders service words it.
    const cartId = this.cookie.read(request);
    if (cartId === undefined) throw new AppError(409, 'CONFLICT', 'The cart is empty');
    const { fileName, pdf } = await this.offers.offerPdf(cartId, lang);
    this.cookie.write(reply, cartId);
    // No cache keeps it: every answer under /api/cart gets no-store (http/private-responses.ts).
    void reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`);
    return pdf;
  }
}
