import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  catalogueSubjects,
  defaultProductTypes,
  PRODUCT_UNIT,
  type AdminActor,
  type CreateProductRequest,
  type DeleteProductRequest,
  type Product,
  type UpdateProductRequest,
} from '@shop/contracts';
import { effectivePricePerPiece, pricePerPieceTooSmall } from '@shop/shop-rules';
import { bumpChangeGeneration, describeActor, isUniqueViolation } from '@shop/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { CatalogueCacheService } from '../catalogue-cache/catalogue-cache.service.js';
import { ProductsChangedAnnouncer } from '../catalogue-cache/products-changed-announcer.js';
import { ProductEntity } from './product.entity.js';
import { toProduct } from './product-mapping.js';

type ProductFields = Omit<CreateProductRequest, 'actor'>;

export type SaveProductOutcome =
  | { outcome: 'saved'; product: Product }
  | { outcome: 'unknown-product'; productId: number }
  | { outcome: 'unknown-subcategory'; subcategory: string; category: string }
  | { outcome: 'sku-taken'; sku: string }
  /** The price per tonne and the weight come to less than a cent per piece. */
  | { outcome: 'price-too-small' };

export type DeleteProductOutcome =
  { outcome: 'deleted'; product: Product } | { outcome: 'unknown-product'; productId: number };

/** The operator's writes to the product list; each one transaction, then announced. */
@Injectable()
export class ProductsService {
  private readonly logger = new Logger('ProductsAdmin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CatalogueCacheService) private readonly cache: CatalogueCacheService,
    @Inject(ProductsChangedAnnouncer) private readonly announcer: ProductsChangedAnnouncer,
  ) {}

  async createProduct(request: CreateProductRequest): Promise<SaveProductOutcome> {
    const { actor, ...fields } = request;
    return this.save(actor, fields, undefined);
  }

  /** Replaces every field of the product: an optional field absent from the form is cleared. */
  async updateProduct(request: UpdateProductRequest): Promise<SaveProductOutcome> {
    const { actor, productId, ...fields } = request;
    return this.save(actor, fields, productId);
  }

  async deleteProduct(request: DeleteProductRequest): Promise<DeleteProductOutcome> {
    const { actor, productId } = request;
    const deleted = await this.dataSource.transaction(async (manager) => {
      const entity = await manager.findOne(ProductEntity, {
        where: { id: productId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!entity) return undefined;
      await manager.delete(ProductEntity, { id: productId });
      return { product: toProduct(entity), generation: await bumpChangeGeneration(manager) };
    });
    if (!deleted) return { outcome: 'unknown-product', productId };
    const { product, generation } = deleted;
    this.logger.log(`${describeActor(actor)} deleted product ${productId} "${product.name}"`);
    await this.announcer.announce({
      change: catalogueSubjects.deleteProduct,
      productId,
      generation,
    });
    return { outcome: 'deleted', product };
  }

  private async save(
    actor: AdminActor,
    fields: ProductFields,
    productId: number | undefined,
  ): Promise<SaveProductOutcome> {
    if (pricePerPieceTooSmall(fields)) return { outcome: 'price-too-small' };
    // Categories are fixed at start-up, so the cache knows their subcategories for certain.
    const category = this.cache.snapshot.category(fields.category);
    if (fields.subcategory !== undefined && !category?.subcategories.includes(fields.subcategory)) {
      return {
        outcome: 'unknown-subcategory',
        subcategory: fields.subcategory,
        category: fields.category,
      };
    }
    let product: Product | undefined;
    let generation: number | undefined;
    try {
      product = await this.dataSource.transaction(async (manager) => {
        if (fields.sku !== undefined && (await this.skuTaken(manager, fields.sku, productId))) {
          throw new SkuTaken();
        }
        if (productId === undefined) {
          const saved = await manager.save(manager.create(ProductEntity, columnsOf(fields)));
          generation = await bumpChangeGeneration(manager);
          return this.reread(manager, saved.id);
        }
        const existing = await manager.findOne(ProductEntity, {
          where: { id: productId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!existing) return undefined;
        await manager.save(
          manager.merge(ProductEntity, existing, { ...columnsOf(fields), updatedAt: new Date() }),
        );
        generation = await bumpChangeGeneration(manager);
        return this.reread(manager, productId);
      });
    } catch (error) {
      if (error instanceof SkuTaken || isUniqueViolation(error, 'uq_products_sku')) {
        return { outcome: 'sku-taken', sku: fields.sku ?? '' };
      }
      throw error;
    }
    if (!product) return { outcome: 'unknown-product', productId: productId ?? 0 };
    const change =
      productId === undefined ? catalogueSubjects.createProduct : catalogueSubjects.updateProduct;
    this.logger.log(
      `${describeActor(actor)} ${productId === undefined ? 'created' : 'updated'} product ${product.id} "${product.name}"`,
    );
    await this.announcer.announce({ change, productId: product.id, generation });
    return { outcome: 'saved', product };
  }

  /** Asking first keeps the usual duplicate out of the error log; the constraint still decides. */
  private async skuTaken(manager: EntityManager, sku: string, exceptId?: number): Promise<boolean> {
    const query = manager
      .createQueryBuilder(ProductEntity, 'product')
      .where('product.sku = :sku', { sku });
    if (exceptId !== undefined) query.andWhere('product.id <> :exceptId', { exceptId });
    return query.getExists();
  }

  /** Reads the row back so the reply carries the stored decimals ("18.50"), not what was sent. */
  private async reread(manager: EntityManager, id: number): Promise<Product> {
    return toProduct(await manager.findOneByOrFail(ProductEntity, { id }));
  }
}

/** Leaves the transaction when the SKU belongs to another product; nothing was written. */
class SkuTaken extends Error {}

/** The columns a save writes: absent optional fields become NULL, the price is computed. */
function columnsOf(fields: ProductFields): Partial<ProductEntity> {
  return {
    name: fields.name,
    nameEn: fields.nameEn ?? null,
    namePl: fields.namePl ?? null,
    category: fields.category,
    subcategory: fields.subcategory ?? null,
    material: fields.material ?? null,
    productType: fields.productType ?? defaultProductTypes[fields.category],
    description: fields.description ?? null,
    descriptionEn: fields.descriptionEn ?? null,
    descriptionPl: fields.descriptionPl ?? null,
    unit: PRODUCT_UNIT,
    inStock: fields.inStock ?? true,
    sku: fields.sku ?? null,
    price: effectivePricePerPiece(fields),
    pricePerTon: fields.pricePerTon ?? null,
    weightPerPiece: fields.weightPerPiece ?? null,
    diameter: fields.diameter ?? null,
    side: fields.side ?? null,
    thickness: fields.thickness ?? null,
    width: fields.width ?? null,
    height: fields.height ?? null,
    wallThickness: fields.wallThickness ?? null,
    standardLength: fields.standardLength ?? null,
  };
}
