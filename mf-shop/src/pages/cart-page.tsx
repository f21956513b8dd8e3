import { Link } from 'react-router';
import { useCart } from '@shop/ui';
import { useShopTranslation } from '../i18n/shop-translations';
import { CartLines } from '../features/cart/components/cart-lines';
import { CartLoadError } from '../features/cart/components/cart-load-error';
import { CartSkeleton } from '../features/cart/components/cart-skeleton';
import { EmptyCart } from '../features/cart/components/empty-cart';
import { OrderSummary } from '../features/cart/components/order-summary';

/** Route /warenkorb: the lines, the order summary, or the empty state. */
export default function CartPage() {
  const { t } = useShopTranslation();
  return (
    <div className="shop:mx-auto shop:max-w-6xl shop:px-4 shop:py-10">
      <h1 className="shop:text-3xl shop:font-bold shop:tracking-tight">{t('cart.title')}</h1>
      <CartContent />
    </div>
  );
}

function CartContent() {
  const { t } = useShopTranslation();
  const cart = useCart();

  // A failed re-read keeps the last cart on screen; only a cart never read shows the error.
  if (cart.data === undefined) {
    return cart.isError ? (
      <CartLoadError onRetry={() => void cart.refetch()} retrying={cart.isFetching} />
    ) : (
      <CartSkeleton />
    );
  }
  if (cart.data.items.length === 0) return <EmptyCart />;

  return (
    <>
      <p className="shop:mt-2 shop:text-sm shop:text-muted-foreground">{t('cart.netPricesNote')}</p>
      <div className="shop:mt-6 shop:grid shop:items-start shop:gap-6 shop:lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <CartLines lines={cart.data.items} />
          <Link
            to="/"
            className="shop:mt-4 shop:inline-flex shop:items-center shop:gap-1 shop:text-sm shop:font-medium shop:text-primary shop:hover:underline"
          >
            <span aria-hidden="true">←</span>
            {t('cart.continueShopping')}
          </Link>
        </div>
        <OrderSummary summary={cart.data.summary} lines={cart.data.items} />
      </div>
    </>
  );
}
