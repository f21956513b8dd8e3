import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  type Category,
  categorySchema,
  categorySlugParamSchema,
  languageQuerySchema,
  type ListCategoriesResponse,
  listCategoriesResponseSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { CachedRead } from '../http/read-cache/cached-read.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { flatBarCategoryExample, sheetCategoryExample } from './catalogue.examples.js';
import { CatalogueClient } from './catalogue.client.js';

const paramsSchema = z.object({ slug: categorySlugParamSchema });

/** The shop's categories, so the front ends never hard-code the catalogue. Public. */
@ApiTag('Catalogue')
@Controller('categories')
export class CategoriesController {
  constructor(@Inject(CatalogueClient) private readonly catalogue: CatalogueClient) {}

  /** The twelve categories in shop order, each with its product count. */
  @Get()
  @CachedRead('catalogue')
  @ApiRoute({
    summary: 'List the categories',
    query: languageQuerySchema,
    response: {
      description:
        'The twelve categories in shop order, with texts and subcategory labels in `lang` ' +
        '(German where untranslated).',
      schema: listCategoriesResponseSchema,
      example: [flatBarCategoryExample, sheetCategoryExample],
    },
    errors: {
      400: 'The language is not de, en or pl.',
      503: 'The catalogue service is not available.',
    },
  })
  list(@Query() query: unknown): Promise<ListCategoriesResponse> {
    const { lang } = parsePayload(languageQuerySchema, query);
    return this.catalogue.listCategories(lang);
  }

  /** One category; an alias (`i-trager`) answers the canonical one (`i-traeger`); else 404. */
  @Get(':slug')
  @CachedRead('catalogue')
  @ApiRoute({
    summary: 'Read a category',
    description: 'An older spelling (`i-trager`) answers the category itself (`i-traeger`).',
    params: paramsSchema,
    query: languageQuerySchema,
    response: {
      description: 'The category, in `lang`.',
      schema: categorySchema,
      example: sheetCategoryExample,
    },
    errors: {
      400: 'The slug has characters other than a-z, 0-9 and hyphens, or the language is unknown.',
      404: {
        when: 'There is no such category.',
        example: { message: 'Category holz does not exist' },
      },
      503: 'The catalogue service is not available.',
    },
  })
  get(@Param() params: unknown, @Query() query: unknown): Promise<Category> {
    const { slug } = parsePayload(paramsSchema, params);
    const { lang } = parsePayload(languageQuerySchema, query);
    return this.catalogue.getCategory(slug, lang);
  }
}
