import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminActor,
  canonicalCategorySlug,
  catalogueSubjects,
  type Category,
  type ContentLanguage,
  type CreateProductDimensionBody,
  deletedResponseSchema,
  listCategoriesResponseSchema,
  listProductDimensionsResponseSchema,
  listProductsResponseSchema,
  type Product,
  type ProductDimension,
  productDimensionSchema,
  productSchema,
  type ProductSaveBody,
  type ServiceHealth,
  serviceHealthSchema,
} from '@shop/contracts';
import { AppError } from '@shop/nest-kit';
import { NatsClient } from '../nats/nats-client.js';

/** The catalogue service as the gateway sees it: one method per NATS subject. */
@Injectable()
export class CatalogueClient {
  constructor(@Inject(NatsClient) private readonly nats: NatsClient) {}

  listCategories(language: ContentLanguage = 'de'): Promise<Category[]> {
    return this.nats.request(
      catalogueSubjects.listCategories,
      { language },
      listCategoriesResponseSchema,
    );
  }

  /**
   * One category by its slug or an alias of it (`i-trager` answers `i-traeger`); 404 for any
   * other slug. The twelve come from the list, which the catalogue keeps in memory.
   */
  async getCategory(slug: string, language: ContentLanguage = 'de'): Promise<Category> {
    const canonical = canonicalCategorySlug(slug);
    const category =
      canonical === undefined
        ? undefined
        : (await this.listCategories(language)).find((candidate) => candidate.slug === canonical);
    if (category === undefined) throw AppError.notFound(`Unknown category ${slug}`);
    return category;
  }

  /** Products of one category (a canonical slug), or all of them, named in `language`. */
  listProducts(category?: string, language: ContentLanguage = 'de'): Promise<Product[]> {
    return this.nats.request(
      catalogueSubjects.listProducts,
      category === undefined ? { language } : { category, language },
      listProductsResponseSchema,
    );
  }

  getProduct(productId: number, language: ContentLanguage = 'de'): Promise<Product> {
    return this.nats.request(catalogueSubjects.getProduct, { productId, language }, productSchema);
  }

  /** The admin read: German name and description with the stored translations. */
  getStoredProduct(productId: number): Promise<Product> {
    return this.nats.request(
      catalogueSubjects.getProduct,
      { productId, translations: true },
      productSchema,
    );
  }

  // Admin messages: `actor` is the signed-in admin from the session, never anything from the body.

  createProduct(actor: AdminActor, body: ProductSaveBody): Promise<Product> {
    return this.nats.request(catalogueSubjects.createProduct, { actor, ...body }, productSchema);
  }

  updateProduct(actor: AdminActor, productId: number, body: ProductSaveBody): Promise<Product> {
    return this.nats.request(
      catalogueSubjects.updateProduct,
      { actor, productId, ...body },
      productSchema,
    );
  }

  async deleteProduct(actor: AdminActor, productId: number): Promise<void> {
    await this.nats.request(
      catalogueSubjects.deleteProduct,
      { actor, productId },
      deletedResponseSchema,
    );
  }

  listProductDimensions(actor: AdminActor, category?: string): Promise<ProductDimension[]> {
    return this.nats.request(
      catalogueSubjects.listProductDimensions,
      category === undefined ? { actor } : { actor, category },
      listProductDimensionsResponseSchema,
    );
  }

  createProductDimension(
    actor: AdminActor,
    body: CreateProductDimensionBody,
  ): Promise<ProductDimension> {
    return this.nats.request(
      catalogueSubjects.createProductDimension,
      { actor, ...body },
      productDimensionSchema,
    );
  }

  async deleteProductDimension(actor: AdminActor, dimensionId: number): Promise<void> {
    await this.nats.request(
      catalogueSubjects.deleteProductDimension,
      { actor, dimensionId },
      deletedResponseSchema,
    );
  }

  checkHealth(timeoutMs: number): Promise<ServiceHealth> {
    return this.nats.request(catalogueSubjects.checkHealth, {}, serviceHealthSchema, timeoutMs);
  }
}
