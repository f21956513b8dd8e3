import { describe, expect, it } from '@jest/globals';
import type { Product } from '@shop/contracts';
import { seedCategories } from '../seed/seed-categories.js';
import { CatalogueSnapshot } from './catalogue-snapshot.js';

const product = (id: number, category: Product['category']): Product => ({
  id,
  name: `Produkt ${id}`,
  category,
  productType: 'blacha',
  unit: 'Stück',
  inStock: true,
  price: '1.00',
});

const snapshot = new CatalogueSnapshot({
  categories: seedCategories.map(
    ({ slug, name, description, image, subcategories, productType }) => ({
      slug,
      name,
      description,
      image,
      subcategories,
      productType,
    }),
  ),
  products: [product(3, 'bleche'), product(1, 'rohre'), product(2, 'bleche')],
});

describe('CatalogueSnapshot', () => {
  it('counts the products of each category, 0 for an empty one', () => {
    expect(snapshot.category('bleche')?.productCount).toBe(2);
    expect(snapshot.category('rohre')?.productCount).toBe(1);
    expect(snapshot.category('i-traeger')?.productCount).toBe(0);
    expect(snapshot.categories.map((category) => category.slug)[0]).toBe('vierkantstaebe');
  });

  it('lists products by id, all or per category, and finds one by id', () => {
    expect(snapshot.products.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(snapshot.productsOf('bleche')?.map((p) => p.id)).toEqual([2, 3]);
    expect(snapshot.productsOf('t-profile')).toEqual([]);
    expect(snapshot.product(2)?.name).toBe('Produkt 2');
    expect(snapshot.product(9)).toBeUndefined();
  });

  it('hands out frozen data so callers cannot change the cache', () => {
    expect(Object.isFrozen(snapshot.products)).toBe(true);
    expect(Object.isFrozen(snapshot.products[0])).toBe(true);
    expect(Object.isFrozen(snapshot.productsOf('bleche'))).toBe(true);
    expect(Object.isFrozen(snapshot.categories[0]?.subcategories)).toBe(true);
  });
});
