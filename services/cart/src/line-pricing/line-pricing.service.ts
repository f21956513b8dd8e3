import { Inject, Injectable } from '@nestjs/common';
import {
  calculatePriceResponseSchema,
  catalogueSubjects,
  getProductPriceResponseSchema,
  pricingSubjects,
  quoteDesignResponseSchema,
  toMoneyString,
  type AddCartLine,
  type AddDesignLine,
  type AddProductLine,
  type AddSheetLine,
  type ErrorBody,
} from '@shop/contracts';
import { ServiceRequester, type ServiceReply } from '../nats/service-requester.js';
import type { StoredLine } from '../carts/stored-line.js';

/** What pricing a new line came to. Only a bug is an exception. */
export type LinePricing =
  | { outcome: 'priced'; line: StoredLine }
  /** Pricing or catalogue refused the line's parameters (unknown material or product, ...). */
  | { outcome: 'refused'; error: ErrorBody }
  | { outcome: 'unavailable'; kind: AddCartLine['kind']; service: string }
  | { outcome: 'out-of-stock'; productName: string };

/**
 * Prices every new line on the server: sheets and designs by the pricing service, products by the
 * catalogue. The line a visitor adds carries no price (the contract has no field for one); the
 * unit price stored is the one these services give.
 */
@Injectable()
export class LinePricingService {
  constructor(@Inject(ServiceRequester) private readonly services: ServiceRequester) {}

  price(line: AddCartLine): Promise<LinePricing> {
    switch (line.kind) {
      case 'sheet':
        return this.priceSheet(line);
      case 'design':
        return this.priceDesign(line);
      case 'product':
        return this.priceProduct(line);
    }
  }

  private async priceSheet(line: AddSheetLine): Promise<LinePricing> {
    const { materialId, width, height, thickness } = line;
    const reply = await this.services.request(
      pricingSubjects.calculatePrice,
      { materialId, width, height, thickness },
      calculatePriceResponseSchema,
    );
    if (reply.outcome !== 'answered') return notPriced(reply, line.kind);
    const price = reply.response;
    return {
      outcome: 'priced',
      line: {
        kind: 'sheet',
        unitPrice: toMoneyString(price.totalPrice),
        materialId,
        materialName: price.material.displayName,
        width,
        height,
        thickness,
        pricePerM2: toMoneyString(price.pricePerM2),
      },
    };
  }

  private async priceDesign(line: AddDesignLine): Promise<LinePricing> {
    const { materialId, thickness, designParameters, dxfFile } = line;
    const reply = await this.services.request(
      pricingSubjects.quoteDesign,
      { materialId, thickness, designParameters },
      quoteDesignResponseSchema,
    );
    if (reply.outcome !== 'answered') return notPriced(reply, line.kind);
    const quote = reply.response;
    return {
      outcome: 'priced',
      line: {
        kind: 'design',
        unitPrice: toMoneyString(quote.totalPrice),
        materialId,
        materialName: quote.materialName,
        thickness,
        width: quote.width,
        height: quote.height,
        designParameters,
        dxfFile,
      },
    };
  }

  private async priceProduct(line: AddProductLine): Promise<LinePricing> {
    const reply = await this.services.request(
      catalogueSubjects.getProductPrice,
      { productId: line.productId },
      getProductPriceResponseSchema,
    );
    if (reply.outcome !== 'answered') return notPriced(reply, line.kind);
    const product = reply.response;
    if (!product.inStock) return { outcome: 'out-of-stock', productName: product.name };
    return {
      outcome: 'priced',
      line: {
        kind: 'product',
        unitPrice: toMoneyString(product.price),
        productId: line.productId,
        product:
          product.description === undefined
            ? { name: product.name }
            : { name: product.name, description: product.description },
      },
    };
  }
}

function notPriced(
  reply: Exclude<ServiceReply<unknown>, { outcome: 'answered' }>,
  kind: AddCartLine['kind'],
): LinePricing {
  if (reply.outcome === 'refused') return { outcome: 'refused', error: reply.error };
  return { outcome: 'unavailable', kind, service: reply.service };
}
