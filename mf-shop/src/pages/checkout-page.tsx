import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { PlaceOrderResponse } from '@shop/contracts';
import { orderableLines } from '@shop/shop-rules';
import { cartQueryKey, useCart } from '@shop/ui';
import { useShopTranslation } from '../i18n/shop-translations';
import { CartLoadError } from '../features/cart/components/cart-load-error';
import { CartSkeleton } from '../features/cart/components/cart-skeleton';
import { CheckoutForm } from '../features/checkout/components/checkout-form';
import { EmptyCheckout } from '../features/checkout/components/empty-checkout';

/** Where a placed order is shown; the order travels in the history entry's state. */
export const orderConfirmationPath = '/kasse/bestaetigung';

/** Route /kasse: the checkout of the visitor's cart, or the way back when it is empty. */
export default function CheckoutPage() {
  const { t } = useShopTranslation();
  return (
    <div className="shop:mx-auto shop:max-w-6xl shop:px-4 shop:py-10">
      <Link
        to="/warenkorb"
        className="shop:inline-flex shop:items-center shop:gap-1 shop:text-sm shop:font-medium shop:text-primary shop:hover:underline"
      >
        <span aria-hidden="true">←</span>
        {t('checkout.backToCart')}
      </Link>
      <h1 className="shop:mt-3 shop:text-3xl shop:font-bold shop:tracking-tight">
        {t('checkout.title')}
      </h1>
      <CheckoutContent />
    </div>
  );
}

function CheckoutContent() {
  const cart = useCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const showOrder = (order: PlaceOrderResponse) => {
    // Replaced, so Back from the confirmation leads to the (now empty) cart, not the form.
    void navigate(orderConfirmationPath, { replace: true, state: { order } });
    // The server emptied the cart: the header's badge and the cart page read it again.
    void queryClient.invalidateQueries({ queryKey: cartQueryKey });
  };

  if (cart.data === undefined) {
    return cart.isError ? (
      <CartLoadError onRetry={() => void cart.refetch()} retrying={cart.isFetching} />
    ) : (
      <CartSkeleton />
    );
  }
  if (orderableLines(cart.data.items).length === 0) return <EmptyCheckout />;
  return <CheckoutForm lines={cart.data.items} onPlaced={showOrder} />;
}
