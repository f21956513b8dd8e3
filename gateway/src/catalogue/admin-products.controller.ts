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
  type Product,
  productIdParamSchema,
  productSaveBodySchema,
  productSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { sheetProductExample, sheetProductSaveExample } from './catalogue.examples.js';
import { CatalogueClient } from './catalogue.client.js';

const paramsSchema = z.object({ id: productIdParamSchema });

/** Product maintenance: admins only. The answer is the product as the public reads send it. */
@ApiTag('Admin: catalogue')
@Controller('products')
@UseGuards(AdminGuard)
export class AdminProductsController {
  constructor(@Inject(CatalogueClient) private readonly catalogue: CatalogueClient) {}

  /** 201 with the new product (unit 'Stück', price per piece from the price per tonne). */
  @Post()
  @ApiRoute({
    summary: 'Add a product',
    description:
      'Give `pricePerTon` with `weightPerPiece` (the price per piece follows, rounded to the ' +
      "cent) or `price` alone. `productType` defaults to the category's.",
    body: { schema: productSaveBodySchema, example: sheetProductSaveExample },
    response: {
      description: 'The new product, as the public reads send it.',
      schema: productSchema,
      example: sheetProductExample,
    },
    errors: {
      400: "A field is missing or invalid, or the subcategory is not one of the category's.",
      409: 'Another product has this SKU.',
      503: 'The catalogue service is not available.',
    },
  })
  create(@CurrentAdmin() actor: AdminActor, @Body() body: unknown): Promise<Product> {
    return this.catalogue.createProduct(actor, parsePayload(productSaveBodySchema, body));
  }

  /** 200 with the saved product; the body is the whole form, as on create. 404 unknown id. */
  @Patch(':id')
  @ApiRoute({
    summary: 'Save a product',
    description:
      'The body is the whole product, as on create: an optional field left out is cleared.',
    params: paramsSchema,
    body: {
      schema: productSaveBodySchema,
      example: { ...sheetProductSaveExample, inStock: false },
    },
    response: {
      description: 'The saved product.',
      schema: productSchema,
      example: { ...sheetProductExample, inStock: false },
    },
    errors: {
      400: 'The id or a field is invalid.',
      404: 'There is no such product.',
      409: 'Another product has this SKU.',
      503: 'The catalogue service is not available.',
    },
  })
  update(
    @CurrentAdmin() actor: AdminActor,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<Product> {
    const { id } = parsePayload(paramsSchema, params);
    return this.catalogue.updateProduct(actor, id, parsePayload(productSaveBodySchema, body));
  }

  /** 204; 404 when there is no such product. */
  @Delete(':id')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Remove a product',
    params: paramsSchema,
    response: { description: 'Removed; carts holding it show it as unavailable.' },
    errors: {
      400: 'The id is not a positive whole number.',
      404: 'There is no such product.',
      503: 'The catalogue service is not available.',
    },
  })
  async remove(@CurrentAdmin() actor: AdminActor, @Param() params: unknown): Promise<void> {
    const { id } = parsePayload(paramsSchema, params);
    await this.catalogue.deleteProduct(actor, id);
  }
}
