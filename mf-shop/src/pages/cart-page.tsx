import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses, Card } from '@shop/ui';

function EmptyCartIcon() {
  return (
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
  );
}

/** Route /warenkorb. Until the cart service exists the cart is always empty (SPEC 2 empty state). */
export default function CartPage() {
  const { t } = useTranslation('shop');
  return (
    <div className="shop:mx-auto shop:max-w-4xl shop:px-4 shop:py-10">
      <h1 className="shop:text-3xl shop:font-bold shop:tracking-tight">{t('cartTitle')}</h1>
      <Card className="shop:mt-8 shop:flex shop:flex-col shop:items-center shop:p-10 shop:text-center">
        <EmptyCartIcon />
        <h2 className="shop:mt-4 shop:text-xl shop:font-semibold">{t('cartEmptyTitle')}</h2>
        <p className="shop:mt-2 shop:max-w-md shop:text-muted-foreground">{t('cartEmptyText')}</p>
        <Link to="/" className={buttonClasses('primary', 'shop:mt-6')}>
          {t('cartEmptyLink')}
        </Link>
      </Card>
    </div>
  );
}
