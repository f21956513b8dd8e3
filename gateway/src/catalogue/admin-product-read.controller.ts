import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { type Product, productIdParamSchema, productSchema } from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { sheetStoredProductExample } from './catalogue.examples.js';
import { CatalogueClient } from './catalogue.client.js';

const paramsSchema = z.object({ id: productIdParamSchema });

/**
 * The product as the admin form edits it: the German name and description with the stored
 * English and Polish ones. Admins only, never cached: the form must see the latest save.
 */
@ApiTag('Admin: catalogue')
@Controller('admin/products')
@UseGuards(AdminGuard)
export class AdminProductReadController {
  constructor(@Inject(CatalogueClient) private readonly catalogue: CatalogueClient) {}

  @Get(':id')
  @ApiRoute({
    summary: 'Read a product with all its languages',
    params: paramsSchema,
    response: {
      description:
        '`name` and `description` are German; `nameEn`, `namePl`, `descriptionEn` and ' +
        '`descriptionPl` are present when translated.',
      schema: productSchema,
      example: sheetStoredProductExample,
    },
    errors: {
      400: 'The id is not a positive whole number.',
      404: {
        when: 'There is no such product.',
        example: { message: 'Product 999999 does not exist' },
      },
      503: 'The catalogue service is not available.',
    },
  })
  get(@Param() params: unknown): Promise<Product> {
    const { id } = parsePayload(paramsSchema, params);
    return this.catalogue.getStoredProduct(id);
  }
}
