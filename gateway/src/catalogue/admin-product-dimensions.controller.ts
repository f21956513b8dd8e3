import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import {
  type AdminActor,
  categoryQuerySchema,
  createProductDimensionBodySchema,
  type ListProductDimensionsResponse,
  type ProductDimension,
  productIdParamSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { CatalogueClient } from './catalogue.client.js';

const paramsSchema = z.object({ id: productIdParamSchema });

/** Standard dimensions per category (thickness, width, length in mm): admins only, reads too. */
@Controller('product-dimensions')
@UseGuards(AdminGuard)
export class AdminProductDimensionsController {
  constructor(@Inject(CatalogueClient) private readonly catalogue: CatalogueClient) {}

  /** All dimensions, or with `?category=` those of one category. */
  @Get()
  list(
    @CurrentAdmin() actor: AdminActor,
    @Query() query: unknown,
  ): Promise<ListProductDimensionsResponse> {
    const { category } = parsePayload(categoryQuerySchema, query);
    return this.catalogue.listProductDimensions(actor, category);
  }

  /** 201 with the new dimension. */
  @Post()
  create(@CurrentAdmin() actor: AdminActor, @Body() body: unknown): Promise<ProductDimension> {
    return this.catalogue.createProductDimension(
      actor,
      parsePayload(createProductDimensionBodySchema, body),
    );
  }

  /** 204; 404 when there is no such dimension. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAdmin() actor: AdminActor, @Param() params: unknown): Promise<void> {
    const { id } = parsePayload(paramsSchema, params);
    await this.catalogue.deleteProductDimension(actor, id);
  }
}
