import { Controller, Get, Inject } from '@nestjs/common';
import { type ListMaterialsResponse } from '@shop/contracts';
import { PricingClient } from './pricing.client.js';

@Controller('materials')
export class MaterialsController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  @Get()
  list(): Promise<ListMaterialsResponse> {
    return this.pricing.listMaterials();
  }
}
