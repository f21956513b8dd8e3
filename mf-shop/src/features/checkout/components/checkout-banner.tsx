import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useShopTranslation } from '../../i18n/shop-translations';
import type { CheckoutBanner as Banner } from '../hooks/use-checkout-form';

interface CheckoutBannerProps {
  banner: Banner;
  problemCount: number;
}

/**
 * Why the order was not placed, above the order button. A failure takes the focus, so a
 * keyboard or screen reader user learns of it where they are; for invalid fields the focus goes
 * to the first of them instead.
 */
export function CheckoutBanner({ banner, problemCount }: CheckoutBannerProps) {
  const { t } = useShopTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const failure = banner.kind === 'failed' ? banner.failure : undefined;

  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure, banner]);

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="shop:rounded-lg shop:border shop:border-destructive/50 shop:bg-destructive/10 shop:p-4 shop:text-sm shop:outline-none shop:focus-visible:ring-2 shop:focus-visible:ring-destructive"
    >
      <p className="shop:font-semibold shop:text-destructive">
        {failure ? t('checkout.banner.failedTitle') : t('checkout.banner.invalidTitle')}
      </p>
      <p className="shop:mt-1">
        {failure
          ? t(`checkout.banner.${failure}`)
          : t('checkout.banner.invalid', { count: problemCount })}
      </p>
      {failure === 'emptyCart' && (
        <Link
          to="/warenkorb"
          className="shop:mt-2 shop:inline-block shop:font-medium shop:text-primary shop:hover:underline"
        >
          {t('checkout.banner.toCart')}
        </Link>
      )}
    </div>
  );
}
