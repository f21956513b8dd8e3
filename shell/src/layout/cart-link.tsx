import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartIcon, classNames, useCartQuantity } from '@shop/ui';

/**
 * The cart link with a badge of the total quantity when the cart is not empty. Its accessible
 * name is made of the texts it shows, so a visitor using speech input can say what they see: the
 * word 'Warenkorb' (kept for screen readers on a phone, where only the icon shows), then the
 * badge's number spoken with its unit ('Warenkorb 5 Artikel').
 */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const quantity = useCartQuantity();
  return (
    <NavLink
      to="/warenkorb"
      onClick={onNavigate}
      className={({ isActive }) =>
        classNames(
          'relative inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-accent',
          isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
        )
      }
    >
      <CartIcon className="size-5" />
      <span className="sr-only sm:not-sr-only">{t('nav.cart')}</span>{' '}
      {quantity > 0 && (
        <>
          <span
            data-testid="cart-badge"
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-primary px-1.5 text-center text-xs leading-5 font-semibold text-primary-foreground"
          >
            {quantity}
          </span>
          <span className="sr-only">{t('nav.cartItemCount', { count: quantity })}</span>
        </>
      )}
    </NavLink>
  );
}
