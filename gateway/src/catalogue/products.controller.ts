import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  categoryQuerySchema,
  type ListProductsResponse,
  type Product,
  productIdParamSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { CatalogueClient } from './catalogue.client.js';

const paramsSchema = z.object({ id: productIdParamSchema });

/** The catalogue's products as the shop reads them (numbers as decimal strings). Public. */
@Controller('products')
export class ProductsController {
  constructor(@Inject(CatalogueClient) private readonly catalogue: CatalogueClient) {}

  /** Every product, or with `?category=` (an alias too) those of one category; 404 unknown. */
  @Get()
  list(@Query() query: unknown): Promise<ListProductsResponse> {
    const { category } = parsePayload(categoryQuerySchema, query);
    return this.catalogue.listProducts(category);
  }

  /** 404 for an unknown id. */
  @Get(':id')
  get(@Param() params: unknown): Promise<Product> {
    const { id } = parsePayload(paramsSchema, params);
    return this.catalogue.getProduct(id);
  }
}
