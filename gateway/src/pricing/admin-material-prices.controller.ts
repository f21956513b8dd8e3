import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  type AdminActor,
  bulkUpdateMaterialPricesBodySchema,
  type BulkUpdateMaterialPricesResponse,
  createMaterialPriceBodySchema,
  materialIdParamSchema,
  type MaterialPrice,
  thicknessParamSchema,
  updateMaterialPriceBodySchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { PricingClient } from './pricing.client.js';

const rowParamsSchema = z.object({
  materialId: materialIdParamSchema,
  thickness: thicknessParamSchema,
});

/** Price rows (one per material and thickness): admins only. */
@Controller('material-prices')
@UseGuards(AdminGuard)
export class AdminMaterialPricesController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /** 201 with the new row; 409 when the material already has this thickness. */
  @Post()
  create(@CurrentAdmin() actor: AdminActor, @Body() body: unknown): Promise<MaterialPrice> {
    return this.pricing.createMaterialPrice(
      actor,
      parsePayload(createMaterialPriceBodySchema, body),
    );
  }

  /**
   * 200 with every updated row; all or nothing: 400 names an invalid row (`updates.<index>.…`),
   * 404 an unknown one, 409 one changed since its version, and then no row has changed.
   */
  @Patch()
  updateMany(
    @CurrentAdmin() actor: AdminActor,
    @Body() body: unknown,
  ): Promise<BulkUpdateMaterialPricesResponse> {
    return this.pricing.bulkUpdateMaterialPrices(
      actor,
      parsePayload(bulkUpdateMaterialPricesBodySchema, body),
    );
  }

  /** 200 with the updated row. */
  @Patch(':materialId/:thickness')
  update(
    @CurrentAdmin() actor: AdminActor,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<MaterialPrice> {
    const row = parsePayload(rowParamsSchema, params);
    return this.pricing.updateMaterialPrice(
      actor,
      row,
      parsePayload(updateMaterialPriceBodySchema, body),
    );
  }

  /** 204; 404 when there is no such row. */
  @Delete(':materialId/:thickness')
  @HttpCode(204)
  async remove(@CurrentAdmin() actor: AdminActor, @Param() params: unknown): Promise<void> {
    await this.pricing.deleteMaterialPrice(actor, parsePayload(rowParamsSchema, params));
  }
}
