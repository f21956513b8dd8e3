import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  languageQuerySchema,
  type ListMaterialsResponse,
  listMaterialsResponseSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
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
    query: languageQuerySchema,
    response: {
      description: 'Every material the shop cuts, its display name in `lang`.',
      schema: listMaterialsResponseSchema,
      example: materialsExample,
    },
    errors: {
      400: 'The language is not de, en or pl.',
      503: 'The pricing service is not available.',
    },
  })
  list(@Query() query: unknown): Promise<ListMaterialsResponse> {
    const { lang } = parsePayload(languageQuerySchema, query);
    return this.pricing.listMaterials(lang);
  }
}
