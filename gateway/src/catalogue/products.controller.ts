import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  categoryQuerySchema,
  type ListProductsResponse,
  listProductsResponseSchema,
  type Product,
  productIdParamSchema,
  productSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { CachedRead } from '../http/read-cache/cached-read.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { sheetProductExample } from './catalogue.examples.js';
import { CatalogueClient } from './catalogue.client.js';

const paramsSchema = z.object({ id: productIdParamSchema });

/** The catalogue's products as the shop reads them (numbers as decimal strings). Public. */
@ApiTag('Catalogue')
@Controller('products')
export class ProductsController {
  constructor(@Inject(CatalogueClient) private readonly catalogue: CatalogueClient) {}

  /** Every product, or with `?category=` (an alias too) those of one category; 404 unknown. */
  @Get()
  @CachedRead('catalogue')
  @ApiRoute({
    summary: 'List the products',
    description:
      'Numbers are decimal strings: EUR with two places (`price` per piece, `pricePerTon`), kg ' +
      'with three, millimetres with two. Fields without a value are left out.',
    query: categoryQuerySchema,
    response: {
      description: 'The products, of one category when `category` is given.',
      schema: listProductsResponseSchema,
      example: [sheetProductExample],
    },
    errors: {
      400: 'The category is not a slug (a-z, 0-9 and hyphens).',
      404: {
        when: 'There is no such category.',
        example: { message: 'Category holz does not exist' },
      },
      503: 'The catalogue service is not available.',
    },
  })
  list(@Query() query: unknown): Promise<ListProductsResponse> {
    const { category } = parsePayload(categoryQuerySchema, query);
    return this.catalogue.listProducts(category);
  }

  /** 404 for an unknown id. */
  @Get(':id')
  @CachedRead('catalogue')
  @ApiRoute({
    summary: 'Read a product',
    params: paramsSchema,
    response: { description: 'The product.', schema: productSchema, example: sheetProductExample },
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
    return this.catalogue.getProduct(id);
  }
}
