import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  languageQuerySchema,
  productListQuerySchema,
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
    query: productListQuerySchema,
    response: {
      description:
        'The products, of one category when `category` is given, named and described in `lang` ' +
        '(German where untranslated).',
      schema: listProductsResponseSchema,
      example: [sheetProductExample],
    },
    errors: {
      400: 'The category is not a slug (a-z, 0-9 and hyphens), or the language is not de, en or pl.',
      404: {
        when: 'There is no such category.',
        example: { message: 'Category holz does not exist' },
      },
      503: 'The catalogue service is not available.',
    },
  })
  list(@Query() query: unknown): Promise<ListProductsResponse> {
    const { category, lang } = parsePayload(productListQuerySchema, query);
    return this.catalogue.listProducts(category, lang);
  }

  /** 404 for an unknown id. */
  @Get(':id')
  @CachedRead('catalogue')
  @ApiRoute({
    summary: 'Read a product',
    params: paramsSchema,
    query: languageQuerySchema,
    response: {
      description: 'The product, named and described in `lang` (German where untranslated).',
      schema: productSchema,
      example: sheetProductExample,
    },
    errors: {
      400: 'The id is not a positive whole number, or the language is not de, en or pl.',
      404: {
        when: 'There is no such product.',
        example: { message: 'Product 999999 does not exist' },
      },
      503: 'The catalogue service is not available.',
    },
  })
  get(@Param() params: unknown, @Query() query: unknown): Promise<Product> {
    const { id } = parsePayload(paramsSchema, params);
    const { lang } = parsePayload(languageQuerySchema, query);
    return this.catalogue.getProduct(id, lang);
  }
}
