import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { classNames, useCartQuantity } from '@shop/ui';

function CartIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6" />
    </svg>
  );
}

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
      <CartIcon />
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
