import { Link, Navigate, useParams } from 'react-router';
import { canonicalCategorySlug, categorySlugParamSchema } from '@shop/contracts';
import {
  ApiError,
  ButtonLink,
  Card,
  categoryProductData,
  LoadError,
  Skeleton,
  useNotFoundStatus,
  useStructuredData,
} from '@shop/ui';
import { useShopTranslation } from '../i18n/shop-translations';
import { useCategory } from '../features/catalogue/api/get-category';
import { useCategoryProducts } from '../features/catalogue/api/get-products';
import { CategoryBanner } from '../features/product-picker/components/category-banner';
import { ProductPicker } from '../features/product-picker/components/product-picker';
import { ProductPriceList } from '../features/product-picker/components/product-price-list';

/** Route /product/:category: the product picker of one category. */
export default function CategoryPage() {
  const { t } = useShopTranslation();
  const { category: slug = '' } = useParams();
  // The spellings without the umlaut's 'e' are aliases: they redirect to the canonical slug.
  const canonical = canonicalCategorySlug(slug);
  if (canonical && canonical !== slug) return <Navigate to={`/product/${canonical}`} replace />;

  return (
    <div className="shop:mx-auto shop:max-w-6xl shop:px-4 shop:py-8">
      {categorySlugParamSchema.safeParse(slug).success ? (
        <CategoryContent key={slug} slug={slug} />
      ) : (
        <CategoryNotFound />
      )}
      <Link
        to="/shop"
        className="shop:mt-10 shop:inline-flex shop:items-center shop:gap-1 shop:text-sm shop:font-medium shop:text-primary shop:hover:underline"
      >
        <span aria-hidden="true">←</span>
        {t('allCategories')}
      </Link>
    </div>
  );
}

function CategoryContent({ slug }: { slug: string }) {
  const { t } = useShopTranslation();
  const category = useCategory(slug);
  const products = useCategoryProducts(slug, category.data !== undefined);
  useStructuredData(
    () => category.data && products.data && categoryProductData(category.data, products.data),
  );

  if (category.error instanceof ApiError && category.error.status === 404) {
    return <CategoryNotFound />;
  }
  const failed = category.data === undefined ? category : products;
  if (failed.isError && failed.data === undefined) {
    return (
      <LoadError
        title={t('category.loadFailedTitle')}
        text={t('category.loadFailedText')}
        retryLabel={t('category.retry')}
        retrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (category.data === undefined || products.data === undefined) return <CategorySkeleton />;
  if (products.data.length === 0) {
    return (
      <>
        <CategoryBanner category={category.data} product={undefined} showStatus={false} />
        <Card className="shop:mt-8 shop:p-8 shop:text-center shop:text-muted-foreground">
          {t('category.empty')}
        </Card>
      </>
    );
  }
  return (
    <>
      <ProductPicker category={category.data} products={products.data} />
      <ProductPriceList products={products.data} />
    </>
  );
}

function CategoryNotFound() {
  const { t } = useShopTranslation();
  useNotFoundStatus();
  return (
    <Card className="shop:mt-6 shop:p-8 shop:text-center">
      <h1 className="shop:text-2xl shop:font-bold">{t('category.notFoundTitle')}</h1>
      <p className="shop:mt-2 shop:text-muted-foreground">{t('category.notFoundText')}</p>
      <ButtonLink to="/shop" className="shop:mt-6">
        {t('category.backToShop')}
      </ButtonLink>
    </Card>
  );
}

function CategorySkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton className="shop:h-4 shop:w-40" />
      <Skeleton className="shop:mt-4 shop:h-40" />
      <div className="shop:mt-8 shop:grid shop:gap-6 shop:lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="shop:grid shop:gap-4">
          <Skeleton className="shop:h-24" />
          <Skeleton className="shop:h-24" />
          <Skeleton className="shop:h-24" />
        </div>
        <Skeleton className="shop:h-64" />
      </div>
    </div>
  );
}
