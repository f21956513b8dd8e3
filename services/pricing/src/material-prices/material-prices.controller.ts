import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  listMaterialPricesRequestSchema,
  pricingSubjects,
  type ListMaterialPricesResponse,
} from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';

@Controller()
export class MaterialPricesController {
  constructor(@Inject(PriceCatalogService) private readonly catalog: PriceCatalogService) {}

  @MessagePattern(pricingSubjects.listMaterialPrices)
  listMaterialPrices(@Payload() payload: unknown): ListMaterialPricesResponse {
    const { materialId } = parsePayload(listMaterialPricesRequestSchema, payload);
    const rows = this.catalog.snapshot.priceRows(materialId);
    if (!rows) throw AppError.notFound(`Material ${materialId} does not exist`);
    return [...rows];
  }
}
