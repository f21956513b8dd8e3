import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  listMaterialsRequestSchema,
  pricingSubjects,
  type ListMaterialsResponse,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';

@Controller()
export class MaterialsController {
  constructor(@Inject(PriceCatalogService) private readonly catalog: PriceCatalogService) {}

  @MessagePattern(pricingSubjects.listMaterials)
  listMaterials(@Payload() payload: unknown): ListMaterialsResponse {
    // A request without a body arrives as undefined; it means the same as `{}`.
    parsePayload(listMaterialsRequestSchema, payload ?? {});
    return [...this.catalog.snapshot.materials];
  }
}
