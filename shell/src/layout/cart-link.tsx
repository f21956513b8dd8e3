import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartIcon, classNames, useCartQuantity } from '@shop/ui';

/** The cart link with a badge of the total quantity when the cart is not empty. */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const quantity = useCartQuantity();
  return (
    <NavLink
      to="/warenkorb"
      onClick={onNavigate}
      aria-label={quantity > 0 ? t('nav.cartWithCount', { count: quantity }) : t('nav.cart')}
      className={({ isActive }) =>
        classNames(
          'relative inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-accent',
          isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
        )
      }
    >
      <CartIcon className="size-5" />
      <span className="hidden sm:inline">{t('nav.cart')}</span>
      {quantity > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-primary px-1.5 text-center text-xs leading-5 font-semibold text-primary-foreground"
        >
          {quantity}
        </span>
      )}
    </NavLink>
  );
}
