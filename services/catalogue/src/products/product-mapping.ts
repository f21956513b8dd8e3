import {
  PRODUCT_UNIT,
  productNumericFields,
  type CategorySlug,
  type Product,
  type ProductType,
} from '@shop/contracts';
import type { ProductEntity } from './product.entity.js';

/**
 * A stored product as the admin reads it: numeric columns as the decimal strings PostgreSQL
 * gives ("18.50", "20.00"), empty fields left out rather than null, the German name and
 * description with their English and Polish translations (the shop's reads pick one language).
 */
export function toProduct(entity: ProductEntity): Product {
  const product: Product = {
    id: entity.id,
    name: entity.name,
    category: entity.category as CategorySlug,
    productType: entity.productType as ProductType,
    unit: PRODUCT_UNIT,
    inStock: entity.inStock,
    price: String(entity.price),
  };
  if (entity.subcategory !== null) product.subcategory = entity.subcategory;
  if (entity.material !== null) product.material = entity.material;
  if (entity.description !== null) product.description = entity.description;
  if (entity.nameEn) product.nameEn = entity.nameEn;
  if (entity.namePl) product.namePl = entity.namePl;
  if (entity.descriptionEn) product.descriptionEn = entity.descriptionEn;
  if (entity.descriptionPl) product.descriptionPl = entity.descriptionPl;
  if (entity.sku !== null) product.sku = entity.sku;
  for (const field of productNumericFields) {
    const value = entity[field];
    if (value !== null && value !== undefined) product[field] = String(value);
  }
  return product;
}
