import * as z from 'zod/mini';
import { contentLanguageSchema } from '../content/language.js';
import { catalogueSubjects } from '../subjects.js';
import { categorySlugs, type CategorySlug } from './category-slugs.js';

/** A product type per category; `blacha` (Polish for sheet) stands in for an unknown one. */
export const productTypes = [
  'vierkantstab',
  'rundstab',
  'betonstahl',
  'flachstahl',
  'sechskantstab',
  'hohlprofil',
  'rohr',
  'winkelprofil',
  'u_profil',
  'i_trager',
  't_profil',
  'blacha',
] as const;
export const productTypeSchema = z.enum(productTypes);
export type ProductType = z.infer<typeof productTypeSchema>;

/** Default productType of each category: a product saved without one gets it. */
export const defaultProductTypes: Readonly<Record<CategorySlug, ProductType>> = {
  vierkantstaebe: 'vierkantstab',
  rundstaebe: 'rundstab',
  betonstahl: 'betonstahl',
  flachstahl: 'flachstahl',
  sechskantstaebe: 'sechskantstab',
  hohlprofile: 'hohlprofil',
  rohre: 'rohr',
  winkelprofile: 'winkelprofil',
  'u-profile': 'u_profil',
  'i-traeger': 'i_trager',
  't-profile': 't_profil',
  bleche: 'blacha',
};

/** The product type of a category slug, `blacha` when the slug is unknown. */
export function defaultProductType(category: string): ProductType {
  return (defaultProductTypes as Readonly<Record<string, ProductType>>)[category] ?? 'blacha';
}

/** Cross-section drawings mf-shop renders as inline SVG, one per category. */
export const categoryImages = [
  'square-bar',
  'round-bar',
  'rebar',
  'flat-bar',
  'hexagon-bar',
  'hollow-section',
  'round-tube',
  'angle',
  'channel',
  'i-beam',
  't-section',
  'sheet',
] as const;
export const categoryImageSchema = z.enum(categoryImages);
export type CategoryImage = z.infer<typeof categoryImageSchema>;

/**
 * A shop category in the language asked for, with how many products it holds. `subcategories`
 * are the stored values products carry (German); `subcategoryLabels` shows each in the language.
 */
export const categorySchema = z.object({
  slug: z.enum(categorySlugs),
  name: z.string(),
  description: z.string(),
  image: categoryImageSchema,
  subcategories: z.array(z.string()),
  /** Label of each subcategory value in the language asked for; a missing one shows the value. */
  subcategoryLabels: z.optional(z.record(z.string(), z.string())),
  productType: productTypeSchema,
  productCount: z.int().check(z.nonnegative()),
});
export type Category = z.infer<typeof categorySchema>;

/** `catalogue.category.list`: the twelve categories in shop order. */
export const listCategoriesSubject = catalogueSubjects.listCategories;
export const listCategoriesRequestSchema = z.strictObject({
  /** Texts in this language (German where untranslated); German when absent. */
  language: z.optional(contentLanguageSchema),
});
export const listCategoriesResponseSchema = z.array(categorySchema);
export type ListCategoriesResponse = z.infer<typeof listCategoriesResponseSchema>;
