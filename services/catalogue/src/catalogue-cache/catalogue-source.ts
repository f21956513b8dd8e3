import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CategoryImage, CategorySlug, ProductType } from '@shop/contracts';
import { readChangeGeneration, type AtGeneration } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { CategoryEntity } from '../categories/category.entity.js';
import { ProductEntity } from '../products/product.entity.js';
import { toProduct } from '../products/product-mapping.js';
import type { CatalogueData } from './catalogue-snapshot.js';

/** Where the cache loads from. */
export interface CatalogueSource {
  load(): Promise<AtGeneration<CatalogueData>>;
}

export const CATALOGUE_SOURCE = Symbol('CATALOGUE_SOURCE');

/**
 * Reads categories, products and the change generation in one repeatable-read transaction, so
 * the counts agree and the generation is exactly the one of the data read.
 */
@Injectable()
export class DatabaseCatalogueSource implements CatalogueSource {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(): Promise<AtGeneration<CatalogueData>> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const generation = await readChangeGeneration(manager);
      const categories = await manager.find(CategoryEntity, { order: { position: 'ASC' } });
      const products = await manager.find(ProductEntity, { order: { id: 'ASC' } });
      const data = {
        categories: categories.map((category) => ({
          slug: category.slug as CategorySlug,
          name: category.name,
          nameEn: category.nameEn,
          namePl: category.namePl,
          description: category.description,
          descriptionEn: category.descriptionEn,
          descriptionPl: category.descriptionPl,
          subcategoryLabels: category.subcategoryLabels,
          image: category.image as CategoryImage,
          subcategories: category.subcategories,
          productType: category.productType as ProductType,
        })),
        products: products.map(toProduct),
      };
      return { generation, data };
    });
  }
}
