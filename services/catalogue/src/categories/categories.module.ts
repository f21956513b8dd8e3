import { Module } from '@nestjs/common';
import { CatalogueCacheModule } from '../catalogue-cache/catalogue-cache.module.js';
import { CategoriesController } from './categories.controller.js';

@Module({ imports: [CatalogueCacheModule], controllers: [CategoriesController] })
export class CategoriesModule {}
