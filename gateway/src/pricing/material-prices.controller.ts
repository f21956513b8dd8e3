import { Controller, Get, Param, Inject } from '@nestjs/common';
import { type ListMaterialPricesResponse, materialIdParamSchema } from '@shop/contracts';
import { z } from 'zod';
import { parseRequest } from '../validation/parse-request.js';
import { PricingClient } from './pricing.client.js';

const paramsSchema = z.object({ materialId: materialIdParamSchema });

@Controller('material-prices')
export class MaterialPricesController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  @Get(':materialId')
  list(@Param() params: unknown): Promise<ListMaterialPricesResponse> {
    const { materialId } = parseRequest(paramsSchema, params);
    return this.pricing.listMaterialPrices(materialId);
  }
}
