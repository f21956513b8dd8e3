import type { Category } from '@shop/contracts';
import { useShopTranslation } from '../../i18n/shop-translations';

/**
 * A category's name and description in the visitor's language. The catalogue serves the German
 * texts; shop.json holds them in every language, with the served text as the fallback.
 */
export function useCategoryTexts() {
  const { t } = useShopTranslation();
  return (category: Pick<Category, 'slug' | 'name' | 'description'>) => ({
    name: t(`categories.${category.slug}.name`, { defaultValue: category.name }),
    description: t(`categories.${category.slug}.description`, {
      defaultValue: category.description,
    }),
  });
}
