import { Link } from 'react-router';
import type { Category } from '@shop/contracts';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { CrossSectionDrawing } from '../../../components/cross-section-drawing';

/** A category on /shop: its drawing, name, description and product count, linking to it. */
export function CategoryCard({ category }: { category: Category }) {
  const { t } = useShopTranslation();
  // The catalogue serves them in the page's language.
  const { name, description } = category;
  return (
    <li>
      <Link
        to={`/shop/${category.slug}`}
        className="shop:group shop:flex shop:h-full shop:flex-col shop:overflow-hidden shop:rounded-card shop:border shop:border-border shop:bg-card shop:text-card-foreground shop:shadow-sm shop:transition shop:hover:-translate-y-0.5 shop:hover:border-primary/60 shop:hover:shadow-md shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-ring"
      >
        <div className="shop:flex shop:h-36 shop:items-center shop:justify-center shop:bg-gradient-to-br shop:from-accent shop:to-muted shop:text-primary">
          <CrossSectionDrawing
            image={category.image}
            className="shop:size-24 shop:transition-transform shop:group-hover:scale-105"
          />
        </div>
        <div className="shop:flex shop:flex-1 shop:flex-col shop:p-5">
          <h3 className="shop:text-lg shop:font-semibold">{name}</h3>
          <p className="shop:mt-1 shop:line-clamp-2 shop:flex-1 shop:text-sm shop:text-muted-foreground">
            {description}
          </p>
          <p className="shop:mt-4 shop:text-sm shop:font-medium shop:text-primary">
            {category.productCount > 0
              ? t('overview.productCount', { count: category.productCount })
              : t('overview.viewCategory')}
            <span aria-hidden="true" className="shop:ml-1">
              →
            </span>
          </p>
        </div>
      </Link>
    </li>
  );
}
