import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canonicalCategorySlug,
  catalogueSubjects,
  type CategorySlug,
  type CreateProductDimensionRequest,
  type DeleteProductDimensionRequest,
  type ProductDimension,
} from '@shop/contracts';
import { bumpChangeGeneration, describeActor, isUniqueViolation } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { ProductsChangedAnnouncer } from '../catalogue-cache/products-changed-announcer.js';
import { ProductDimensionEntity } from './product-dimension.entity.js';

export type ListDimensionsOutcome =
  | { outcome: 'listed'; dimensions: ProductDimension[] }
  | { outcome: 'unknown-category'; category: string };

export type CreateDimensionOutcome =
  { outcome: 'created'; dimension: ProductDimension } | { outcome: 'size-taken' };

export type DeleteDimensionOutcome =
  { outcome: 'deleted' } | { outcome: 'unknown-dimension'; dimensionId: number };

/**
 * Standard sizes per category, an admin-only list: read straight from the database (a few
 * dozen rows behind an index), written in transactions and announced like product writes.
 */
@Injectable()
export class ProductDimensionsService {
  private readonly logger = new Logger('ProductDimensionsAdmin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ProductsChangedAnnouncer) private readonly announcer: ProductsChangedAnnouncer,
  ) {}

  async list(category: string | undefined): Promise<ListDimensionsOutcome> {
    let slug: CategorySlug | undefined;
    if (category !== undefined) {
      slug = canonicalCategorySlug(category);
      if (!slug) return { outcome: 'unknown-category', category };
    }
    const rows = await this.dataSource.manager.find(ProductDimensionEntity, {
      where: slug ? { category: slug } : {},
      order: { category: 'ASC', thickness: 'ASC', width: 'ASC', length: 'ASC' },
    });
    return { outcome: 'listed', dimensions: rows.map(toDimension) };
  }

  async create(request: CreateProductDimensionRequest): Promise<CreateDimensionOutcome> {
    const { actor, ...size } = request;
    let dimension: ProductDimension;
    let generation: number | undefined;
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        // Asking first keeps the usual duplicate out of the error log; the constraint still
        // decides between two requests that race.
        if (await manager.existsBy(ProductDimensionEntity, size)) return undefined;
        const created = await manager.save(manager.create(ProductDimensionEntity, size));
        generation = await bumpChangeGeneration(manager);
        return created;
      });
      if (!saved) return { outcome: 'size-taken' };
      dimension = toDimension(saved);
    } catch (error) {
      if (isUniqueViolation(error, 'uq_product_dimensions_size')) return { outcome: 'size-taken' };
      throw error;
    }
    this.logger.log(
      `${describeActor(actor)} added dimension ${dimension.thickness} x ${dimension.width} x ` +
        `${dimension.length} mm to ${dimension.category} (id ${dimension.id})`,
    );
    await this.announcer.announce({ change: catalogueSubjects.createProductDimension, generation });
    return { outcome: 'created', dimension };
  }

  async delete(request: DeleteProductDimensionRequest): Promise<DeleteDimensionOutcome> {
    const { actor, dimensionId } = request;
    const result = await this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.delete(ProductDimensionEntity, { id: dimensionId });
      return { affected, generation: affected ? await bumpChangeGeneration(manager) : undefined };
    });
    if (!result.affected) return { outcome: 'unknown-dimension', dimensionId };
    const { generation } = result;
    this.logger.log(`${describeActor(actor)} deleted dimension ${dimensionId}`);
    await this.announcer.announce({ change: catalogueSubjects.deleteProductDimension, generation });
    return { outcome: 'deleted' };
  }
}

function toDimension(entity: ProductDimensionEntity): ProductDimension {
  return {
    id: entity.id,
    category: entity.category as CategorySlug,
    thickness: Number(entity.thickness),
    width: Number(entity.width),
    length: Number(entity.length),
  };
}
