import { Controller, Get, Param, Inject } from '@nestjs/common';
import { parsePayload } from '@shop/nest-kit';
import { type ListMaterialPricesResponse, materialIdParamSchema } from '@shop/contracts';
import * as z from 'zod/mini';

import { PricingClient } from './pricing.client.js';

const paramsSchema = z.object({ materialId: materialIdParamSchema });

@Controller('material-prices')
export class MaterialPricesController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  @Get(':materialId')
  list(@Param() params: unknown): Promise<ListMaterialPricesResponse> {
    const { materialId } = parsePayload(paramsSchema, params);
    return this.pricing.listMaterialPrices(materialId);
  }
}
