import { Controller, Get, Param, Inject } from '@nestjs/common';
import { parsePayload } from '@shop/nest-kit';
import {
  type ListMaterialPricesResponse,
  listMaterialPricesResponseSchema,
  materialIdParamSchema,
} from '@shop/contracts';
import * as z from 'zod/mini';
import { CachedRead } from '../http/read-cache/cached-read.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { steelPricesExample } from './pricing.examples.js';
import { PricingClient } from './pricing.client.js';

const paramsSchema = z.object({ materialId: materialIdParamSchema });

@ApiTag('Prices')
@Controller('material-prices')
export class MaterialPricesController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  @Get(':materialId')
  @CachedRead('pricing')
  @ApiRoute({
    summary: 'List the thicknesses and prices of a material',
    params: paramsSchema,
    response: {
      description: 'One row per thickness, thinnest first.',
      schema: listMaterialPricesResponseSchema,
      example: steelPricesExample,
    },
    errors: {
      400: 'The material id is not a positive whole number.',
      404: 'There is no such material.',
      503: 'The pricing service is not available.',
    },
  })
  list(@Param() params: unknown): Promise<ListMaterialPricesResponse> {
    const { materialId } = parsePayload(paramsSchema, params);
    return this.pricing.listMaterialPrices(materialId);
  }
}
