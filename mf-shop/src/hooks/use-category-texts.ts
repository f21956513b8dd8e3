import type { Category } from '@shop/contracts';
import { useShopTranslation } from '../i18n/shop-translations';

/**
 * A category's name and description in the visitor's language. The catalogue is the source of
 * the German texts; shop.json translates them for English and Polish (its German entries only
 * keep the three files' keys alike), with the served text as the fallback.
 */
export function useCategoryTexts() {
  const { t, i18n } = useShopTranslation();
  const german = (i18n.resolvedLanguage ?? i18n.language) === 'de';
  return (category: Pick<Category, 'slug' | 'name' | 'description'>) =>
    german
      ? { name: category.name, description: category.description }
      : {
          name: t(`categories.${category.slug}.name`, { defaultValue: category.name }),
          description: t(`categories.${category.slug}.description`, {
            defaultValue: category.description,
          }),
        };
}
