import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { keepWhole } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import type { CheckoutFailure } from '../hooks/checkout-failure';
import type { CheckoutBanner as Banner } from '../hooks/use-checkout-form';

interface CheckoutBannerProps {
  banner: Banner;
  problemCount: number;
}

/**
 * The banner's title: an order not confirmed in time may still have been placed, so its banner
 * does not say that it was not.
 */
function titleKey(failure: CheckoutFailure | undefined): string {
  if (failure === undefined) return 'checkout.banner.invalidTitle';
  return failure === 'unconfirmed'
    ? 'checkout.banner.unconfirmedTitle'
    : 'checkout.banner.failedTitle';
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
  const orderNumber = banner.kind === 'failed' ? banner.orderNumber : undefined;

  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure, banner]);

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="shop:flex shop:gap-3 shop:rounded-lg shop:border shop:border-destructive/60 shop:bg-destructive/10 shop:p-4 shop:text-sm shop:outline-none shop:focus-visible:ring-2 shop:focus-visible:ring-destructive"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="shop:mt-0.5 shop:size-5 shop:shrink-0 shop:text-destructive"
      >
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM10 5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      {/* The title in the text colour: red text on the red tint does not reach a readable contrast. */}
      <div>
        <p className="shop:font-semibold">{t(titleKey(failure))}</p>
        <p className="shop:mt-1">
          {failure
            ? keepWhole(t(`checkout.banner.${failure}`, { orderNumber }), orderNumber ?? '')
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
    </div>
  );
}
