import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  catalogueSubjects,
  listCategoriesRequestSchema,
  type ListCategoriesResponse,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import { CatalogueCacheService } from '../catalogue-cache/catalogue-cache.service.js';

@Controller()
export class CategoriesController {
  constructor(@Inject(CatalogueCacheService) private readonly cache: CatalogueCacheService) {}

  @MessagePattern(catalogueSubjects.listCategories)
  listCategories(@Payload() payload: unknown): ListCategoriesResponse {
    // A request without a body arrives as undefined; it means the same as `{}`.
    const { language } = parsePayload(listCategoriesRequestSchema, payload ?? {});
    return [...this.cache.snapshot.in(language).categories];
  }
}
