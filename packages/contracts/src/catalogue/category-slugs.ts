import * as z from 'zod/mini';

/**
 * Turns a category (or any) name into its URL slug: lowercase, a part in brackets dropped
 * ("Betonstahl (Rippenstahl)" -> "betonstahl"), ä/ö/ü/ß to ae/oe/ue/ss, runs of spaces to one
 * hyphen, anything else that is not a-z, 0-9 or a hyphen removed. The only place slugs are made.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** The twelve category slugs, each `slugify` of the category's German name, in shop order. */
export const categorySlugs = [
  'vierkantstaebe',
  'rundstaebe',
  'betonstahl',
  'flachstahl',
  'sechskantstaebe',
  'hohlprofile',
  'rohre',
  'winkelprofile',
  'u-profile',
  'i-traeger',
  't-profile',
  'bleche',
] as const;
export type CategorySlug = (typeof categorySlugs)[number];

/**
 * Spellings without the umlaut's 'e' (keys of older parameter sets) and the typo
 * 'sechskantsstaebe' (once in a route list): accepted, and redirected to the canonical slug.
 */
export const categorySlugAliases: Readonly<Record<string, CategorySlug>> = {
  vierkantstabe: 'vierkantstaebe',
  rundstabe: 'rundstaebe',
  sechskantstabe: 'sechskantstaebe',
  sechskantsstaebe: 'sechskantstaebe',
  'i-trager': 'i-traeger',
};

/** True for one of the twelve canonical slugs. */
export function isCategorySlug(slug: string): slug is CategorySlug {
  return (categorySlugs as readonly string[]).includes(slug);
}

/** The canonical slug for a canonical slug or an alias; undefined for anything else. */
export function canonicalCategorySlug(slug: string): CategorySlug | undefined {
  if (isCategorySlug(slug)) return slug;
  return categorySlugAliases[slug];
}

/** A slug as it may appear in a path or query: lowercase letters, digits and hyphens. */
export const categorySlugParamSchema = z
  .string()
  .check(z.regex(/^[a-z0-9-]{1,64}$/, 'Must be a category slug (a-z, 0-9 and hyphens)'));

/** A category in a body: one of the twelve canonical slugs. */
export const categorySlugSchema = z.enum(categorySlugs, {
  error: (issue) => (issue.input === undefined ? 'Required' : 'Unknown category'),
});
