import { cardClass } from '../../../components/styles';
import { useAdminTranslation } from '../../i18n/admin-translations';

/**
 * The products tab. The product catalogue (products, categories, dimensions) is its own issue;
 * until it exists this says so plainly instead of showing made-up products.
 */
export function ProductsTab() {
  const { t } = useAdminTranslation();
  return (
    <section
      role="status"
      aria-labelledby="products-title"
      className={`${cardClass} admin:p-6 admin:sm:p-8`}
    >
      <h2 id="products-title" className="admin:text-lg admin:font-semibold">
        {t('products.title')}
      </h2>
      <p className="admin:mt-2 admin:max-w-2xl admin:text-sm admin:leading-relaxed admin:text-muted-foreground">
        {t('products.text')}
      </p>
    </section>
  );
}
