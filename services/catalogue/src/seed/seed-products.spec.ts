import { describe, expect, it } from '@jest/globals';
import {
  categoryParameterSets,
  categorySlugs,
  productMaterials,
  type CategorySlug,
} from '@shop/contracts';
import { pricePerPiece } from '@shop/shop-rules';
import { seedCategories } from './seed-categories.js';
import { seedProducts, type SeedProduct } from './seed-products.js';

const products = seedProducts();
const inCategory = (category: CategorySlug) => products.filter((p) => p.category === category);
const byName = (name: string): SeedProduct => {
  const product = products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`no seed product "${name}"`);
  return product;
};

describe('seed categories', () => {
  it('are the twelve in shop order, with 2 to 5 subcategories each', () => {
    expect(seedCategories.map((category) => category.slug)).toEqual([...categorySlugs]);
    expect(seedCategories.map((category) => category.name)).toEqual([
      'Vierkantstäbe',
      'Rundstäbe',
      'Betonstahl (Rippenstahl)',
      'Flachstahl',
      'Sechskantstäbe',
      'Hohlprofile',
      'Rohre',
      'Winkelprofile',
      'U-Profile',
      'I-Träger',
      'T-Profile',
      'Bleche',
    ]);
    for (const category of seedCategories) {
      expect(category.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(category.subcategories.length).toBeLessThanOrEqual(5);
    }
  });
});

describe('seed products', () => {
  it('hold at least 300 products, this many per category', () => {
    const counts = Object.fromEntries(categorySlugs.map((slug) => [slug, inCategory(slug).length]));
    expect(counts).toEqual({
      vierkantstaebe: 27,
      rundstaebe: 65,
      betonstahl: 25,
      flachstahl: 74,
      sechskantstaebe: 30,
      hohlprofile: 50,
      rohre: 39,
      winkelprofile: 31,
      'u-profile': 21,
      'i-traeger': 58,
      't-profile': 20,
      bleche: 105,
    });
    expect(products).toHaveLength(545);
  });

  it('give every category products, some of them out of stock', () => {
    for (const slug of categorySlugs) {
      expect(inCategory(slug).some((p) => p.inStock)).toBe(true);
    }
    const outOfStock = products.filter((p) => !p.inStock).length;
    expect(outOfStock).toBeGreaterThan(30);
    expect(outOfStock).toBeLessThan(products.length / 5);
  });

  it('weighs a round bar 20 mm x 6000 mm at 14.80 kg (π x 10² x 6000 mm³ x 7.85 g/cm³)', () => {
    const bar = byName('Rundstahl Ø 20 mm S235JR');
    expect(bar).toMatchObject({ diameter: 20, standardLength: 6000, weightPerPiece: 14.797 });
    expect(bar.weightPerPiece.toFixed(2)).toBe('14.80');
  });

  it('weighs an IPE 200 at 22.4 kg/m x 6 m = 134.4 kg', () => {
    expect(byName('IPE 200 S235JR')).toMatchObject({
      height: 200,
      width: 100,
      thickness: 5.6,
      weightPerPiece: 134.4,
    });
  });

  it('weighs a sheet 2 x 1000 x 2000 mm at 31.4 kg and in stainless steel at 31.6 kg', () => {
    expect(byName('Schwarzblech 2 × 1000 × 2000 mm S235JR').weightPerPiece).toBe(31.4);
    expect(byName('Edelstahlblech 2 × 1000 × 2000 mm 1.4301').weightPerPiece).toBe(31.6);
  });

  it('prices every piece from its price per tonne and weight', () => {
    for (const product of products) {
      expect(product.price).toBe(pricePerPiece(product.pricePerTon, product.weightPerPiece));
      expect(product.price).toBeGreaterThan(0);
    }
    // 1180 + 70 EUR/t (under 10 kg/m) x 14.797 kg = 18.49625 -> 18.50
    expect(byName('Rundstahl Ø 20 mm S235JR')).toMatchObject({ pricePerTon: 1250, price: 18.5 });
  });

  it('use plausible prices per tonne: structural steel 1100-1600, stainless around 4500', () => {
    for (const product of products) {
      if (product.material === 'AISI304') {
        expect(product.pricePerTon).toBeGreaterThanOrEqual(4400);
      } else {
        expect(product.pricePerTon).toBeGreaterThanOrEqual(900);
        expect(product.pricePerTon).toBeLessThanOrEqual(2500);
      }
    }
  });

  it('give each product a unique SKU, a subcategory of its category and a known material', () => {
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    const subcategories = new Map(seedCategories.map((c) => [c.slug, c.subcategories]));
    for (const product of products) {
      expect(subcategories.get(product.category)).toContain(product.subcategory);
      expect(productMaterials).toContain(product.material);
    }
  });

  it('offer round bars from 3 to 100 mm, IPE 80 to 600 and rebar in 6 and 12 m', () => {
    const diameters = inCategory('rundstaebe').map((p) => p.diameter!);
    expect(Math.min(...diameters)).toBe(3);
    expect(Math.max(...diameters)).toBe(100);
    const ipeHeights = inCategory('i-traeger')
      .filter((p) => p.subcategory === 'IPE')
      .map((p) => p.height!);
    expect(Math.min(...ipeHeights)).toBe(80);
    expect(Math.max(...ipeHeights)).toBe(600);
    const rebarLengths = new Set(inCategory('betonstahl').map((p) => p.standardLength));
    expect([...rebarLengths].sort()).toEqual([12000, 6000]);
  });

  it("reach every product by a unique combination of its category's parameters", () => {
    for (const slug of categorySlugs) {
      const keys = categoryParameterSets[slug].map((parameter) => parameter.key);
      const combinations = inCategory(slug).map((product) =>
        JSON.stringify(keys.map((key) => product[key] ?? null)),
      );
      expect({ slug, duplicates: combinations.length - new Set(combinations).size }).toEqual({
        slug,
        duplicates: 0,
      });
    }
  });
});
