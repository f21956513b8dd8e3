import { Link } from 'react-router';
import type { Category, Product } from '@shop/contracts';
import { usePageMeta } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { CrossSectionDrawing } from '../../../components/cross-section-drawing';
import { StockStatus } from './stock-status';

interface CategoryBannerProps {
  category: Category;
  /** The resolved product, whose stock the status chip shows. */
  product: Product | undefined;
  showStatus: boolean;
}

/** The category page's head: breadcrumb Shop > name, the banner drawing, name and description. */
export function CategoryBanner({ category, product, showStatus }: CategoryBannerProps) {
  const { t } = useShopTranslation();
  // The catalogue serves them in the page's language.
  const { name, description } = category;
  // The shell's head for /product/* names no category; the canonical address is the canonical slug.
  usePageMeta({
    title: t('category.metaTitle', { name }),
    description,
    path: `/product/${category.slug}`,
  });
  return (
    <header>
      <nav aria-label={t('breadcrumbLabel')} className="shop:text-sm shop:text-muted-foreground">
        <ol className="shop:flex shop:items-center shop:gap-2">
          <li>
            <Link to="/shop" className="shop:hover:text-foreground shop:hover:underline">
              {t('breadcrumbShop')}
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="shop:font-medium shop:text-foreground">
            {name}
          </li>
        </ol>
      </nav>
      <div className="shop:mt-4 shop:flex shop:flex-col shop:gap-5 shop:overflow-hidden shop:rounded-card shop:border shop:border-border shop:bg-gradient-to-br shop:from-accent shop:to-card shop:p-6 shop:sm:flex-row shop:sm:items-center shop:sm:p-8">
        <CrossSectionDrawing
          image={category.image}
          className="shop:size-20 shop:shrink-0 shop:text-primary shop:sm:size-28"
        />
        <div className="shop:min-w-0 shop:flex-1">
          <h1 className="shop:text-3xl shop:font-bold shop:tracking-tight shop:sm:text-4xl">
            {name}
          </h1>
          <p className="shop:mt-2 shop:max-w-2xl shop:text-muted-foreground">{description}</p>
          {showStatus && (
            <div className="shop:mt-4">
              <StockStatus product={product} />
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
