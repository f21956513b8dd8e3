import { describe, expect, it } from '@jest/globals';
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { toFieldIssues, type FieldIssue } from '../errors.js';
import { categorySchema, listCategoriesRequestSchema } from '../catalogue/category.js';
import { productSaveBodySchema } from '../catalogue/product-save.js';
import {
  getProductRequestSchema,
  listProductsRequestSchema,
  productListQuerySchema,
  productSchema,
} from '../catalogue/product.js';
import { createMaterialBodySchema } from '../pricing/create-material.js';
import { listMaterialsRequestSchema, materialSchema } from '../pricing/material.js';
import { languageQuerySchema, translatedText } from './translated-text.js';

function issuesOf(schema: $ZodType, input: unknown): FieldIssue[] {
  const result = safeParse(schema, input);
  return result.success ? [] : toFieldIssues(result.error);
}

const roundBar = {
  name: 'Rundstahl Ø 20 mm S235JR',
  nameEn: 'Round bar Ø 20 mm S235JR',
  namePl: 'Pręt okrągły Ø 20 mm S235JR',
  description: 'Warmgewalzter Rundstahl nach EN 10060.',
  descriptionEn: 'Hot-rolled round bar to EN 10060.',
  descriptionPl: 'Pręt okrągły walcowany na gorąco wg EN 10060.',
  category: 'rundstaebe',
  price: 17.43,
};

describe('translated texts', () => {
  it('fall back to German only when the translation is missing or blank', () => {
    const text = { de: 'Stahl S235', en: 'Steel S235', pl: '  ' };
    expect(translatedText(text, 'de')).toBe('Stahl S235');
    expect(translatedText(text, 'en')).toBe('Steel S235');
    expect(translatedText(text, 'pl')).toBe('Stahl S235');
    expect(translatedText({ de: 'Stahl S235', en: null }, 'en')).toBe('Stahl S235');
  });

  it('read `lang` as de, en or pl, German when absent, and refuse any other', () => {
    expect(safeParse(languageQuerySchema, {}).data).toEqual({ lang: 'de' });
    expect(safeParse(languageQuerySchema, { lang: 'pl', cb: '1' }).data).toEqual({ lang: 'pl' });
    expect(issuesOf(languageQuerySchema, { lang: 'xx' }).map((issue) => issue.path)).toEqual([
      'lang',
    ]);
    expect(safeParse(productListQuerySchema, { category: 'rundstaebe', lang: 'en' }).data).toEqual({
      category: 'rundstaebe',
      lang: 'en',
    });
    expect(issuesOf(productListQuerySchema, { lang: 'EN' })).toHaveLength(1);
  });

  it('let the service reads carry a language, and the admin read ask for every one', () => {
    for (const schema of [
      listProductsRequestSchema,
      listCategoriesRequestSchema,
      listMaterialsRequestSchema,
    ]) {
      expect(safeParse(schema, { language: 'en' }).success).toBe(true);
      expect(safeParse(schema, {}).success).toBe(true);
      expect(safeParse(schema, { language: 'fr' }).success).toBe(false);
    }
    expect(safeParse(getProductRequestSchema, { productId: 7, translations: true }).success).toBe(
      true,
    );
    expect(safeParse(getProductRequestSchema, { productId: 7, translations: false }).success).toBe(
      false,
    );
  });
});

describe('translated catalogue and material schemas', () => {
  it('save a product with its three names and descriptions', () => {
    const saved = safeParse(productSaveBodySchema, roundBar);
    expect(saved.success).toBe(true);
    expect(saved.data).toMatchObject({
      nameEn: 'Round bar Ø 20 mm S235JR',
      namePl: 'Pręt okrągły Ø 20 mm S235JR',
      descriptionPl: 'Pręt okrągły walcowany na gorąco wg EN 10060.',
    });
  });

  it('require the German name, but leave English and Polish empty to fall back to it', () => {
    expect(issuesOf(productSaveBodySchema, { ...roundBar, name: '  ' })).toEqual([
      { path: 'name', message: 'Required' },
    ]);
    const { name: _german, ...withoutGerman } = roundBar;
    expect(issuesOf(productSaveBodySchema, withoutGerman)).toEqual([
      { path: 'name', message: 'Required' },
    ]);
    const blank = safeParse(productSaveBodySchema, { ...roundBar, nameEn: ' ', namePl: '' });
    expect(blank.success).toBe(true);
    expect(blank.data?.nameEn).toBeUndefined();
    expect(blank.data?.namePl).toBeUndefined();
    expect(issuesOf(productSaveBodySchema, { ...roundBar, namePl: 'x'.repeat(201) })).toEqual([
      { path: 'namePl', message: 'At most 200 characters' },
    ]);
  });

  it('create a material with a required German display name and optional translations', () => {
    const body = {
      name: 'steel_s355',
      displayName: 'Stahl S355',
      displayNameEn: 'Steel S355',
      displayNamePl: 'Stal S355',
    };
    expect(safeParse(createMaterialBodySchema, body).data).toEqual(body);
    expect(issuesOf(createMaterialBodySchema, { ...body, displayName: '' })).toEqual([
      { path: 'displayName', message: 'Required' },
    ]);
    const blank = safeParse(createMaterialBodySchema, { ...body, displayNameEn: '' });
    expect(blank.success).toBe(true);
    expect(blank.data?.displayNameEn).toBeUndefined();
  });

  it('answer products, categories and materials with the translation fields optional', () => {
    expect(
      safeParse(productSchema, {
        id: 1,
        name: 'Rundstahl Ø 20 mm S235JR',
        nameEn: 'Round bar Ø 20 mm S235JR',
        category: 'rundstaebe',
        productType: 'rundstab',
        unit: 'Stück',
        inStock: true,
        price: '17.43',
      }).success,
    ).toBe(true);
    expect(
      safeParse(categorySchema, {
        slug: 'bleche',
        name: 'Sheets',
        description: 'Steel sheets.',
        image: 'sheet',
        subcategories: ['Schwarzbleche'],
        subcategoryLabels: { Schwarzbleche: 'Hot-rolled black sheets' },
        productType: 'blacha',
        productCount: 1,
      }).success,
    ).toBe(true);
    expect(
      safeParse(materialSchema, { id: 2, name: 'steel_s235', displayName: 'Steel S235' }).success,
    ).toBe(true);
  });
});
