import type { Category, CategorySlug, Product } from '@shop/contracts';

/** A category as stored, before its products are counted. */
export type StoredCategory = Omit<Category, 'productCount'>;

/** Everything the catalogue serves, as read from the database in one consistent read. */
export interface CatalogueData {
  categories: StoredCategory[];
  /** In id order. */
  products: Product[];
}

/**
 * An immutable, indexed view of the catalogue: every read the shop makes is a map access or a
 * ready array. Everything handed out is frozen, so no caller can change the cache by accident.
 */
export class CatalogueSnapshot {
  readonly categories: readonly Category[];
  readonly products: readonly Product[];
  private readonly categoriesBySlug: ReadonlyMap<string, Category>;
  private readonly productsById: ReadonlyMap<number, Product>;
  private readonly productsByCategory: ReadonlyMap<string, readonly Product[]>;

  constructor(data: CatalogueData) {
    this.products = Object.freeze(
      [...data.products].sort((a, b) => a.id - b.id).map((product) => Object.freeze(product)),
    );
    this.productsById = new Map(this.products.map((product) => [product.id, product]));
    const byCategory = new Map<string, Product[]>(
      data.categories.map((category) => [category.slug, []]),
    );
    for (const product of this.products) byCategory.get(product.category)?.push(product);
    for (const list of byCategory.values()) Object.freeze(list);
    this.productsByCategory = byCategory;
    this.categories = Object.freeze(
      data.categories.map((category) =>
        Object.freeze({
          ...category,
          subcategories: Object.freeze([...category.subcategories]) as string[],
          productCount: byCategory.get(category.slug)?.length ?? 0,
        }),
      ),
    );
    this.categoriesBySlug = new Map(this.categories.map((category) => [category.slug, category]));
  }

  category(slug: string): Category | undefined {
    return this.categoriesBySlug.get(slug);
  }

  product(id: number): Product | undefined {
    return this.productsById.get(id);
  }

  /** Products of a category in id order; undefined when the category is unknown. */
  productsOf(slug: CategorySlug): readonly Product[] | undefined {
    return this.productsByCategory.get(slug);
  }
}
