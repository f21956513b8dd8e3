import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses, Card } from '@shop/ui';

/** Route /product/:category. The product picker comes with the catalogue issue. */
export default function CategoryPage() {
  const { t } = useTranslation('shop');
  const { category = '' } = useParams();
  return (
    <div className="shop:mx-auto shop:max-w-4xl shop:px-4 shop:py-10">
      <nav aria-label={t('breadcrumbLabel')} className="shop:text-sm shop:text-muted-foreground">
        <Link to="/shop" className="shop:hover:underline">
          {t('breadcrumbShop')}
        </Link>
        <span className="shop:mx-2" aria-hidden="true">
          ›
        </span>
        <span className="shop:text-foreground">{category}</span>
      </nav>
      <h1 className="shop:mt-4 shop:text-3xl shop:font-bold shop:tracking-tight">
        {t('categoryTitle', { category })}
      </h1>
      <Card className="shop:mt-8 shop:p-6 shop:text-muted-foreground">
        {t('categoryComingSoon')}
      </Card>
      <Link to="/shop" className={buttonClasses('outline', 'shop:mt-6')}>
        {t('allCategories')}
      </Link>
    </div>
  );
}
