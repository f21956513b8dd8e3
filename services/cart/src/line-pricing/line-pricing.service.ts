import { Inject, Injectable } from '@nestjs/common';
import {
  calculatePriceResponseSchema,
  catalogueSubjects,
  getProductPriceResponseSchema,
  priceLaserQuoteResponseSchema,
  pricingSubjects,
  quoteDesignResponseSchema,
  type AddCartLine,
  type ErrorBody,
} from '@shop/contracts';
import { ServiceRequester, type ServiceReply } from '@shop/nest-kit';
import {
  pricedDesign,
  pricedLaser,
  pricedProduct,
  pricedSheet,
  type PricedLine,
} from './priced-lines.js';

/** What pricing a new line came to. Only a bug is an exception. */
export type LinePricing =
  | PricedLine
  /** Pricing or catalogue refused the line's parameters (unknown material or product, ...). */
  | { outcome: 'refused'; error: ErrorBody }
  | { outcome: 'unavailable'; kind: AddCartLine['kind']; service: string };

/**
 * Prices every new line on the server: sheets, designs and laser parts by the pricing service,
 * products by the catalogue. The line a visitor adds carries no price (the contract has no field for one); the
 * unit price stored is the one these services give.
 */
@Injectable()
export class LinePricingService {
  constructor(@Inject(ServiceRequester) private readonly services: ServiceRequester) {}

  async price(line: AddCartLine): Promise<LinePricing> {
    switch (line.kind) {
      case 'sheet': {
        const { materialId, width, height, thickness } = line;
        const reply = await this.services.request(
          pricingSubjects.calculatePrice,
          { materialId, width, height, thickness },
          calculatePriceResponseSchema,
        );
        return reply.outcome === 'answered'
          ? pricedSheet(line, reply.response)
          : notPriced(reply, line.kind);
      }
      case 'design': {
        const { materialId, thickness, designParameters } = line;
        const reply = await this.services.request(
          pricingSubjects.quoteDesign,
          { materialId, thickness, designParameters },
          quoteDesignResponseSchema,
        );
        return reply.outcome === 'answered'
          ? pricedDesign(line, reply.response)
          : notPriced(reply, line.kind);
      }
      case 'product': {
        const reply = await this.services.request(
          catalogueSubjects.getProductPrice,
          { productId: line.productId },
          getProductPriceResponseSchema,
        );
        return reply.outcome === 'answered'
          ? pricedProduct(line, reply.response)
          : notPriced(reply, line.kind);
      }
      case 'laser': {
        const { quoteId, materialId, thickness } = line;
        const reply = await this.services.request(
          pricingSubjects.priceLaserQuote,
          { quoteId, materialId, thickness },
          priceLaserQuoteResponseSchema,
        );
        return reply.outcome === 'answered'
          ? pricedLaser(line, reply.response)
          : notPriced(reply, line.kind);
      }
    }
  }
}

function notPriced(
  reply: Exclude<ServiceReply<unknown>, { outcome: 'answered' }>,
  kind: AddCartLine['kind'],
): LinePricing {
  if (reply.outcome === 'refused') return { outcome: 'refused', error: reply.error };
  return { outcome: 'unavailable', kind, service: reply.service };
}
