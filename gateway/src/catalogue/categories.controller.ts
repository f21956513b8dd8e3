import { Controller, Get, Inject, Param } from '@nestjs/common';
import {
  type Category,
  categorySlugParamSchema,
  type ListCategoriesResponse,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { CatalogueClient } from './catalogue.client.js';

const paramsSchema = z.object({ slug: categorySlugParamSchema });

/** The shop's categories, so the front ends never hard-code the catalogue. Public. */
@Controller('categories')
export class CategoriesController {
  constructor(@Inject(CatalogueClient) private readonly catalogue: CatalogueClient) {}

  /** The twelve categories in shop order, each with its product count. */
  @Get()
  list(): Promise<ListCategoriesResponse> {
    return this.catalogue.listCategories();
  }

  /** One category; an alias (`i-trager`) answers the canonical one (`i-traeger`); else 404. */
  @Get(':slug')
  get(@Param() params: unknown): Promise<Category> {
    const { slug } = parsePayload(paramsSchema, params);
    return this.catalogue.getCategory(slug);
  }
}
