import { Inject, Injectable } from '@nestjs/common';
import {
  calculatePriceResponseSchema,
  catalogueSubjects,
  getProductPriceResponseSchema,
  LASER_FILE_CHECK_MAX_BUDGET_MS,
  priceLaserQuoteResponseSchema,
  pricingSubjects,
  quantityTiersResponseSchema,
  quoteDesignResponseSchema,
  type AddCartLine,
  type ErrorBody,
} from '@shop/contracts';
import { ServiceRequester, type ServiceReply } from '@shop/nest-kit';
import type { ServiceGenerations } from '../price-events/prices-generation.js';
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
 * unit price stored is the one these services give. Each request names the change generation
 * the cart last heard of from that service, so whichever replica answers prices it with data
 * at least that new (or answers 503 and the line stays as it was).
 */
@Injectable()
export class LinePricingService {
  constructor(@Inject(ServiceRequester) private readonly services: ServiceRequester) {}

  /**
   * `adding` is true when a visitor adds the line: a laser part whose file pricing has not yet
   * checked in this material and thickness is then waited for as long as pricing may take to read
   * the largest upload again (pricing itself answers within its file's own, shorter budget). A
   * reprice waits the usual timeout: a line not priced in time stays as it was and is priced on
   * the next read, when pricing has kept the findings it went on to check.
   */
  async price(
    line: AddCartLine,
    atLeast: ServiceGenerations = {},
    { adding = false }: { adding?: boolean } = {},
  ): Promise<LinePricing> {
    const pricingGeneration = generationField(atLeast.pricing);
    switch (line.kind) {
      case 'sheet': {
        const { materialId, width, height, thickness } = line;
        const reply = await this.services.request(
          pricingSubjects.calculatePrice,
          { materialId, width, height, thickness, ...pricingGeneration },
          calculatePriceResponseSchema,
        );
        if (reply.outcome !== 'answered') return notPriced(reply, line.kind);
        return this.withQuantityTiers(pricedSheet(line, reply.response), pricingGeneration);
      }
      case 'design': {
        const { materialId, thickness, designParameters } = line;
        const reply = await this.services.request(
          pricingSubjects.quoteDesign,
          { materialId, thickness, designParameters, ...pricingGeneration },
          quoteDesignResponseSchema,
        );
        if (reply.outcome !== 'answered') return notPriced(reply, line.kind);
        return this.withQuantityTiers(pricedDesign(line, reply.response), pricingGeneration);
      }
      case 'product': {
        const reply = await this.services.request(
          catalogueSubjects.getProductPrice,
          { productId: line.productId, ...generationField(atLeast.catalogue) },
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
          { quoteId, materialId, thickness, ...pricingGeneration },
          priceLaserQuoteResponseSchema,
          adding ? LASER_FILE_CHECK_MAX_BUDGET_MS + this.services.timeoutMs : undefined,
        );
        if (reply.outcome !== 'answered') return notPriced(reply, line.kind);
        return this.withQuantityTiers(pricedLaser(line, reply.response), pricingGeneration);
      }
    }
  }

  /**
   * A priced cut part with the quantity discounts of the same pricing generation, so the cart can
   * apply the tier its quantity reaches whenever the quantity changes. Stock products never get
   * any; a line whose tiers cannot be read is not priced (it stays as it was, or is not added).
   */
  private async withQuantityTiers(
    priced: PricedLine,
    pricingGeneration: { atLeastGeneration?: number },
  ): Promise<LinePricing> {
    if (priced.outcome !== 'priced') return priced;
    const reply = await this.services.request(
      pricingSubjects.listQuantityTiers,
      pricingGeneration,
      quantityTiersResponseSchema,
    );
    if (reply.outcome !== 'answered') return notPriced(reply, priced.line.kind);
    const { tiers } = reply.response;
    return tiers.length === 0
      ? priced
      : { outcome: 'priced', line: { ...priced.line, quantityTiers: tiers } };
  }
}

/** The request field asking for at least `generation`; none when no event named one yet. */
function generationField(generation: number | undefined): { atLeastGeneration?: number } {
  return generation === undefined ? {} : { atLeastGeneration: generation };
}

function notPriced(
  reply: Exclude<ServiceReply<unknown>, { outcome: 'answered' }>,
  kind: AddCartLine['kind'],
): LinePricing {
  if (reply.outcome === 'refused') return { outcome: 'refused', error: reply.error };
  return { outcome: 'unavailable', kind, service: reply.service };
}
