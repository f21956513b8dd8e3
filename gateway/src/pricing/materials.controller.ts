import { Controller, Get, Inject } from '@nestjs/common';
import { type ListMaterialsResponse, listMaterialsResponseSchema } from '@shop/contracts';
import { CachedRead } from '../http/read-cache/cached-read.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { materialsExample } from './pricing.examples.js';
import { PricingClient } from './pricing.client.js';

@ApiTag('Prices')
@Controller('materials')
export class MaterialsController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  @Get()
  @CachedRead('pricing')
  @ApiRoute({
    summary: 'List the materials',
    response: {
      description: 'Every material the shop cuts.',
      schema: listMaterialsResponseSchema,
      example: materialsExample,
    },
    errors: { 503: 'The pricing service is not available.' },
  })
  list(): Promise<ListMaterialsResponse> {
    return this.pricing.listMaterials();
  }
}
