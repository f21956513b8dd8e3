import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  canonicalCategorySlug,
  catalogueSubjects,
  createProductRequestSchema,
  deleteProductRequestSchema,
  getProductPriceRequestSchema,
  getProductRequestSchema,
  listProductsRequestSchema,
  PRICE_TOO_SMALL_MESSAGE,
  updateProductRequestSchema,
  type DeletedResponse,
  type GetProductPriceResponse,
  type ListProductsResponse,
  type Product,
  type ProductText,
} from '@shop/contracts';
import { AppError, parseAdminRequest, parsePayload } from '@shop/nest-kit';
import { CatalogueCacheService } from '../catalogue-cache/catalogue-cache.service.js';
import { ProductsService, type SaveProductOutcome } from './products.service.js';

@Controller()
export class ProductsController {
  constructor(
    @Inject(CatalogueCacheService) private readonly cache: CatalogueCacheService,
    @Inject(ProductsService) private readonly products: ProductsService,
  ) {}

  @MessagePattern(catalogueSubjects.listProducts)
  listProducts(@Payload() payload: unknown): ListProductsResponse {
    const { category, language } = parsePayload(listProductsRequestSchema, payload ?? {});
    const snapshot = this.cache.snapshot.in(language);
    if (category === undefined) return [...snapshot.products];
    const slug = canonicalCategorySlug(category);
    const products = slug && snapshot.productsOf(slug);
    if (!products) throw AppError.notFound(`Category ${category} does not exist`);
    return [...products];
  }

  @MessagePattern(catalogueSubjects.getProduct)
  getProduct(@Payload() payload: unknown): Product {
    const { productId, language, translations } = parsePayload(getProductRequestSchema, payload);
    const snapshot = this.cache.snapshot;
    const product = translations
      ? snapshot.stored(productId)
      : snapshot.in(language).product(productId);
    if (!product) throw AppError.notFound(`Product ${productId} does not exist`);
    return product;
  }

  /**
   * What the cart prices a product line with: price per piece and stock, from a catalogue at
   * least at the generation the cart asks for when it re-prices on a change event.
   */
  @MessagePattern(catalogueSubjects.getProductPrice)
  async getProductPrice(@Payload() payload: unknown): Promise<GetProductPriceResponse> {
    const { productId, atLeastGeneration } = parsePayload(getProductPriceRequestSchema, payload);
    await this.cache.snapshotAtLeast(atLeastGeneration);
    const { name, description, price, inStock } = this.knownProduct(productId);
    // the cart keeps every language's text, so it shows the line in whichever the page speaks
    const textIn = (language: 'en' | 'pl'): ProductText => {
      const translated = this.cache.snapshot.in(language).product(productId);
      return {
        name: translated?.name ?? name,
        ...(translated?.description ? { description: translated.description } : {}),
      };
    };
    return {
      productId,
      name,
      ...(description ? { description } : {}),
      translations: { en: textIn('en'), pl: textIn('pl') },
      price,
      inStock,
    };
  }

  @MessagePattern(catalogueSubjects.createProduct)
  async createProduct(@Payload() payload: unknown): Promise<Product> {
    return savedOrError(
      await this.products.createProduct(parseAdminRequest(createProductRequestSchema, payload)),
    );
  }

  @MessagePattern(catalogueSubjects.updateProduct)
  async updateProduct(@Payload() payload: unknown): Promise<Product> {
    return savedOrError(
      await this.products.updateProduct(parseAdminRequest(updateProductRequestSchema, payload)),
    );
  }

  @MessagePattern(catalogueSubjects.deleteProduct)
  async deleteProduct(@Payload() payload: unknown): Promise<DeletedResponse> {
    const result = await this.products.deleteProduct(
      parseAdminRequest(deleteProductRequestSchema, payload),
    );
    if (result.outcome === 'unknown-product') {
      throw AppError.notFound(`Product ${result.productId} does not exist`);
    }
    return { deleted: true };
  }

  private knownProduct(productId: number): Product {
    const product = this.cache.snapshot.product(productId);
    if (!product) throw AppError.notFound(`Product ${productId} does not exist`);
    return product;
  }
}

function savedOrError(result: SaveProductOutcome): Product {
  switch (result.outcome) {
    case 'saved':
      return result.product;
    case 'unknown-product':
      throw AppError.notFound(`Product ${result.productId} does not exist`);
    case 'sku-taken':
      throw new AppError(409, 'CONFLICT', `Another product already has the SKU ${result.sku}`);
    case 'price-too-small':
      throw AppError.validation('Invalid input: price', [
        { path: 'price', message: PRICE_TOO_SMALL_MESSAGE },
      ]);
    case 'unknown-subcategory': {
      const message = `${result.subcategory} is not a subcategory of ${result.category}`;
      throw AppError.validation(`Invalid input: subcategory`, [{ path: 'subcategory', message }]);
    }
  }
}
