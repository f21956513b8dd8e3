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
  listProductDimensionsResponseSchema,
  type ProductDimension,
  productDimensionSchema,
  productIdParamSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { sheetDimensionExample } from './catalogue.examples.js';
import { CatalogueClient } from './catalogue.client.js';

const paramsSchema = z.object({ id: productIdParamSchema });

/** Standard dimensions per category (thickness, width, length in mm): admins only, reads too. */
@ApiTag('Admin: catalogue')
@Controller('product-dimensions')
@UseGuards(AdminGuard)
export class AdminProductDimensionsController {
  constructor(@Inject(CatalogueClient) private readonly catalogue: CatalogueClient) {}

  /** All dimensions, or with `?category=` those of one category. */
  @Get()
  @ApiRoute({
    summary: 'List the standard dimensions',
    query: categoryQuerySchema,
    response: {
      description: 'Thickness, width and length in mm, of one category when `category` is given.',
      schema: listProductDimensionsResponseSchema,
      example: [sheetDimensionExample],
    },
    errors: {
      400: 'The category is not a slug (a-z, 0-9 and hyphens).',
      404: 'There is no such category.',
      503: 'The catalogue service is not available.',
    },
  })
  list(
    @CurrentAdmin() actor: AdminActor,
    @Query() query: unknown,
  ): Promise<ListProductDimensionsResponse> {
    const { category } = parsePayload(categoryQuerySchema, query);
    return this.catalogue.listProductDimensions(actor, category);
  }

  /** 201 with the new dimension. */
  @Post()
  @ApiRoute({
    summary: 'Add a standard dimension',
    body: {
      schema: createProductDimensionBodySchema,
      example: { category: 'bleche', thickness: 2, width: 1000, length: 2000 },
    },
    response: {
      description: 'The new dimension.',
      schema: productDimensionSchema,
      example: sheetDimensionExample,
    },
    errors: {
      400: 'A field is missing or out of range.',
      409: 'The category already has this dimension.',
      503: 'The catalogue service is not available.',
    },
  })
  create(@CurrentAdmin() actor: AdminActor, @Body() body: unknown): Promise<ProductDimension> {
    return this.catalogue.createProductDimension(
      actor,
      parsePayload(createProductDimensionBodySchema, body),
    );
  }

  /** 204; 404 when there is no such dimension. */
  @Delete(':id')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Remove a standard dimension',
    params: paramsSchema,
    response: { description: 'Removed.' },
    errors: {
      400: 'The id is not a positive whole number.',
      404: 'There is no such dimension.',
      503: 'The catalogue service is not available.',
    },
  })
  async remove(@CurrentAdmin() actor: AdminActor, @Param() params: unknown): Promise<void> {
    const { id } = parsePayload(paramsSchema, params);
    await this.catalogue.deleteProductDimension(actor, id);
  }
}
