import {
  contentLanguages,
  type Category,
  type CategorySlug,
  type ContentLanguage,
  type Product,
} from '@shop/contracts';
import { localizedCategory, localizedProduct, type StoredCategory } from './localized.js';

export type { StoredCategory } from './localized.js';

/** Everything the catalogue serves, as read from the database in one consistent read. */
export interface CatalogueData {
  categories: StoredCategory[];
  /** In id order; German name and description with the stored translations. */
  products: Product[];
}

/**
 * The catalogue in one language: every read the shop makes is a map access or a ready array.
 * Everything handed out is frozen, so no caller can change the cache by accident.
 */
export class CatalogueView {
  readonly categories: readonly Category[];
  readonly products: readonly Product[];
  private readonly categoriesBySlug: ReadonlyMap<string, Category>;
  private readonly productsById: ReadonlyMap<number, Product>;
  private readonly productsByCategory: ReadonlyMap<string, readonly Product[]>;

  constructor(data: CatalogueData, language: ContentLanguage) {
    this.products = Object.freeze(
      [...data.products]
        .sort((a, b) => a.id - b.id)
        .map((product) => Object.freeze(localizedProduct(product, language))),
    );
    this.productsById = new Map(this.products.map((product) => [product.id, product]));
    const byCategory = new Map<string, Product[]>(
      data.categories.map((category) => [category.slug, []]),
    );
    for (const product of this.products) byCategory.get(product.category)?.push(product);
    for (const list of byCategory.values()) Object.freeze(list);
    this.productsByCategory = byCategory;
    this.categories = Object.freeze(
      data.categories.map((category) => {
        const localized = localizedCategory(category, language);
        return Object.freeze({
          ...localized,
          subcategories: Object.freeze([...localized.subcategories]) as string[],
          subcategoryLabels: Object.freeze(localized.subcategoryLabels),
          productCount: byCategory.get(category.slug)?.length ?? 0,
        });
      }),
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

/**
 * The catalogue in each of the shop's languages, built once per load. The German view answers
 * reads that give no language; `stored` keeps the products with all their texts for the admin.
 */
export class CatalogueSnapshot extends CatalogueView {
  private readonly views: ReadonlyMap<ContentLanguage, CatalogueView>;
  private readonly storedById: ReadonlyMap<number, Product>;

  constructor(data: CatalogueData) {
    super(data, 'de');
    this.views = new Map(
      contentLanguages.map((language) => [
        language,
        language === 'de' ? this : new CatalogueView(data, language),
      ]),
    );
    this.storedById = new Map(
      data.products.map((product) => [product.id, Object.freeze({ ...product })]),
    );
  }

  /** The catalogue in `language`; German when none is given. */
  in(language: ContentLanguage | undefined): CatalogueView {
    return this.views.get(language ?? 'de') ?? this;
  }

  /** A product with its German texts and the stored English and Polish ones (admin reads). */
  stored(id: number): Product | undefined {
    return this.storedById.get(id);
  }
}
