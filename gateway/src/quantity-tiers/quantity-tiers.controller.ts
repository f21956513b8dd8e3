import { Controller, Get, Inject } from '@nestjs/common';
import { quantityTiersResponseSchema, type QuantityTiersResponse } from '@shop/contracts';
import { CachedRead } from '../http/read-cache/cached-read.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { QuantityTiersClient } from './quantity-tiers.client.js';

@ApiTag('Prices')
@Controller('quantity-tiers')
export class QuantityTiersController {
  constructor(@Inject(QuantityTiersClient) private readonly tiers: QuantityTiersClient) {}

  @Get()
  @CachedRead('pricing')
  @ApiRoute({
    summary: 'List the quantity discounts',
    description:
      'From `minQuantity` pieces of one cut-part line (sheet, design, uploaded part) on, each piece costs `discountPercent` % less; stock products get no quantity discount. Empty unless the shop set tiers.',
    response: {
      description: 'The tiers by ascending quantity.',
      schema: quantityTiersResponseSchema,
      example: { tiers: [{ minQuantity: 10, discountPercent: 5 }] },
    },
    errors: { 503: 'The pricing service is not available.' },
  })
  list(): Promise<QuantityTiersResponse> {
    return this.tiers.list();
  }
}
