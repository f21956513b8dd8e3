import { LoadError, Skeleton, useCategories } from '@shop/ui';
import { useShopTranslation } from '../i18n/shop-translations';
import { BenefitBlocks } from '../features/catalogue/components/benefit-blocks';
import { CategoryCard } from '../features/catalogue/components/category-card';

/** Routes /shop and /bleche-shop (the shop overview): hero, category cards, benefits. */
export default function ShopPage() {
  const { t } = useShopTranslation();
  return (
    <div>
      <section className="shop:border-b shop:border-border shop:bg-gradient-to-b shop:from-accent shop:to-background">
        <div className="shop:mx-auto shop:max-w-6xl shop:px-4 shop:py-14 shop:text-center shop:sm:py-20">
          <h1 className="shop:text-3xl shop:font-bold shop:tracking-tight shop:sm:text-5xl">
            {t('heroTitle')}
          </h1>
          <p className="shop:mx-auto shop:mt-4 shop:max-w-2xl shop:text-lg shop:text-muted-foreground">
            {t('heroText')}
          </p>
        </div>
      </section>
      <div className="shop:mx-auto shop:max-w-6xl shop:px-4 shop:py-12">
        <h2
          id="shop-categories-title"
          className="shop:text-2xl shop:font-semibold shop:tracking-tight"
        >
          {t('overview.categoriesTitle')}
        </h2>
        <CategoryGrid />
        <BenefitBlocks />
      </div>
    </div>
  );
}

function CategoryGrid() {
  const { t } = useShopTranslation();
  const categories = useCategories();
  if (categories.data === undefined) {
    return categories.isError ? (
      <LoadError
        title={t('overview.loadFailedTitle')}
        text={t('overview.loadFailedText')}
        retryLabel={t('overview.retry')}
        retrying={categories.isFetching}
        onRetry={() => void categories.refetch()}
      />
    ) : (
      <div className="shop:mt-6 shop:grid shop:gap-6 shop:sm:grid-cols-2 shop:lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="shop:h-64" />
        ))}
      </div>
    );
  }
  return (
    <ul
      aria-labelledby="shop-categories-title"
      className="shop:mt-6 shop:grid shop:gap-6 shop:sm:grid-cols-2 shop:lg:grid-cols-3"
    >
      {categories.data.map((category) => (
        <CategoryCard key={category.slug} category={category} />
      ))}
    </ul>
  );
}
