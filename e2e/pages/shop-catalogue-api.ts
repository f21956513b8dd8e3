import { type APIRequestContext } from '@playwright/test';
import {
  listCategoriesResponseSchema,
  listProductsResponseSchema,
  type Category,
  type Product,
} from '@shop/contracts';

/** Reads what the gateway really serves, so the shop's expectations follow the seeded catalogue. */
export class ShopCatalogueApi {
  constructor(private readonly request: APIRequestContext) {}

  async categories(): Promise<Category[]> {
    const response = await this.request.get('/api/categories');
    if (!response.ok()) throw new Error(`GET /api/categories answered ${response.status()}`);
    return listCategoriesResponseSchema.parse(await response.json());
  }

  async products(category: string): Promise<Product[]> {
    const path = `/api/products?category=${encodeURIComponent(category)}`;
    const response = await this.request.get(path);
    if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
    return listProductsResponseSchema.parse(await response.json());
  }
}
