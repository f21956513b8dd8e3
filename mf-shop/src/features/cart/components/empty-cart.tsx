import { Link } from 'react-router';
import { buttonClasses, Card } from '@shop/ui';
import { useShopTranslation } from '../../i18n/shop-translations';

/** The empty cart, with the way back to the calculator. */
export function EmptyCart() {
  const { t } = useShopTranslation();
  return (
    <Card className="shop:mt-8 shop:flex shop:flex-col shop:items-center shop:p-10 shop:text-center">
      <svg
        viewBox="0 0 24 24"
        className="shop:size-12 shop:text-muted-foreground"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        aria-hidden="true"
      >
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6" />
      </svg>
      <h2 className="shop:mt-4 shop:text-xl shop:font-semibold">{t('cart.emptyTitle')}</h2>
      <p className="shop:mt-2 shop:max-w-md shop:text-muted-foreground">{t('cart.emptyText')}</p>
      <Link to="/" className={buttonClasses('primary', 'shop:mt-6')}>
        {t('cart.emptyLink')}
      </Link>
    </Card>
  );
}
