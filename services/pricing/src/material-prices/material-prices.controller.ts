import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  bulkUpdateMaterialPricesRequestSchema,
  createMaterialPriceRequestSchema,
  deleteMaterialPriceRequestSchema,
  listMaterialPricesRequestSchema,
  pricingSubjects,
  updateMaterialPriceRequestSchema,
  type BulkUpdateMaterialPricesResponse,
  type DeletedResponse,
  type ListMaterialPricesResponse,
  type MaterialPrice,
} from '@shop/contracts';
import { AppError, parseAdminRequest, parsePayload } from '@shop/nest-kit';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';
import { MaterialPricesService, type MissingPriceRow } from './material-prices.service.js';

@Controller()
export class MaterialPricesController {
  constructor(
    @Inject(PriceCatalogService) private readonly catalog: PriceCatalogService,
    @Inject(MaterialPricesService) private readonly prices: MaterialPricesService,
  ) {}

  @MessagePattern(pricingSubjects.listMaterialPrices)
  listMaterialPrices(@Payload() payload: unknown): ListMaterialPricesResponse {
    const { materialId } = parsePayload(listMaterialPricesRequestSchema, payload);
    const rows = this.catalog.snapshot.priceRows(materialId);
    if (!rows) throw AppError.notFound(`Material ${materialId} does not exist`);
    return [...rows];
  }

  @MessagePattern(pricingSubjects.createMaterialPrice)
  async createMaterialPrice(@Payload() payload: unknown): Promise<MaterialPrice> {
    const result = await this.prices.createMaterialPrice(
      parseAdminRequest(createMaterialPriceRequestSchema, payload),
    );
    switch (result.outcome) {
      case 'created':
        return result.row;
      case 'unknown-material':
        throw AppError.notFound(`Material ${result.materialId} does not exist`);
      case 'thickness-taken':
        throw new AppError(
          409,
          'CONFLICT',
          `${result.material.displayName} already has a price for ${result.thickness} mm`,
        );
    }
  }

  @MessagePattern(pricingSubjects.updateMaterialPrice)
  async updateMaterialPrice(@Payload() payload: unknown): Promise<MaterialPrice> {
    const result = await this.prices.updateMaterialPrice(
      parseAdminRequest(updateMaterialPriceRequestSchema, payload),
    );
    if (result.outcome === 'version-conflict') throw staleVersion();
    if (result.outcome !== 'updated') throw missingPriceRow(result);
    return result.row;
  }

  /** All rows or none: 404 or 409 names the row (`updates.<index>`) that stopped the update. */
  @MessagePattern(pricingSubjects.bulkUpdateMaterialPrices)
  async bulkUpdateMaterialPrices(
    @Payload() payload: unknown,
  ): Promise<BulkUpdateMaterialPricesResponse> {
    const result = await this.prices.bulkUpdateMaterialPrices(
      parseAdminRequest(bulkUpdateMaterialPricesRequestSchema, payload),
    );
    if (result.outcome === 'updated') return { updated: result.rows };
    const { status, code, message } =
      result.outcome === 'version-conflict' ? staleVersion() : missingPriceRow(result);
    throw new AppError(status, code, message, [{ path: `updates.${result.index}`, message }]);
  }

  @MessagePattern(pricingSubjects.deleteMaterialPrice)
  async deleteMaterialPrice(@Payload() payload: unknown): Promise<DeletedResponse> {
    const result = await this.prices.deleteMaterialPrice(
      parseAdminRequest(deleteMaterialPriceRequestSchema, payload),
    );
    if (result.outcome !== 'deleted') throw missingPriceRow(result);
    return { deleted: true };
  }
}

function staleVersion(): AppError {
  return new AppError(
    409,
    'VERSION_CONFLICT',
    'This price has been changed in the meantime. Reload and try again.',
  );
}

function missingPriceRow(missing: MissingPriceRow): AppError {
  return missing.outcome === 'unknown-material'
    ? AppError.notFound(`Material ${missing.materialId} does not exist`)
    : AppError.notFound(`${missing.material.displayName} has no price for ${missing.thickness} mm`);
}
