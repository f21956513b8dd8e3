import { translatedText, type Category, type ContentLanguage, type Product } from '@shop/contracts';

/** A category as stored, before its products are counted: German texts and translations. */
export interface StoredCategory extends Omit<Category, 'productCount' | 'subcategoryLabels'> {
  nameEn?: string | null;
  namePl?: string | null;
  descriptionEn?: string | null;
  descriptionPl?: string | null;
  /** English and Polish label of each subcategory value (its German label is the value). */
  subcategoryLabels?: Readonly<Record<string, { en?: string; pl?: string }>>;
}

/** A stored product as the shop reads it in `language`: the translations themselves left out. */
export function localizedProduct(stored: Product, language: ContentLanguage): Product {
  const { nameEn, namePl, descriptionEn, descriptionPl, ...product } = stored;
  product.name = translatedText({ de: stored.name, en: nameEn, pl: namePl }, language);
  const description = translatedText(
    { de: stored.description ?? '', en: descriptionEn, pl: descriptionPl },
    language,
  );
  if (description === '') delete product.description;
  else product.description = description;
  return product;
}

/** A stored category in `language`, each subcategory labelled (German: the value itself). */
export function localizedCategory(
  stored: StoredCategory,
  language: ContentLanguage,
): Omit<Category, 'productCount'> & { subcategoryLabels: Record<string, string> } {
  const { nameEn, namePl, descriptionEn, descriptionPl, subcategoryLabels, ...category } = stored;
  return {
    ...category,
    name: translatedText({ de: stored.name, en: nameEn, pl: namePl }, language),
    description: translatedText(
      { de: stored.description, en: descriptionEn, pl: descriptionPl },
      language,
    ),
    subcategoryLabels: Object.fromEntries(
      stored.subcategories.map((value) => {
        const labels = subcategoryLabels?.[value];
        return [value, translatedText({ de: value, en: labels?.en, pl: labels?.pl }, language)];
      }),
    ),
  };
}
