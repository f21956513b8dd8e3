import { useShopTranslation } from '../../i18n/shop-translations';

/**
 * The orange notice while the subtotal is below the minimum order value. The amount is
 * the server's, written with a point and 'EUR' ('25.00 EUR') in every language.
 */
export function MinimumOrderAlert({ minimumOrderValue }: { minimumOrderValue: string }) {
  const { t } = useShopTranslation();
  return (
    <div
      role="status"
      className="shop:mt-4 shop:flex shop:gap-3 shop:rounded-lg shop:border shop:border-warning/60 shop:bg-warning/15 shop:p-3 shop:text-sm"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="shop:mt-0.5 shop:size-5 shop:shrink-0 shop:text-warning"
      >
        <path
          fillRule="evenodd"
          d="M8.5 3.3a1.7 1.7 0 0 1 3 0l6.2 11a1.7 1.7 0 0 1-1.5 2.5H3.8a1.7 1.7 0 0 1-1.5-2.5l6.2-11ZM10 7a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 7Zm0 7.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <div>
        <p className="shop:font-semibold">
          {t('cart.minimumOrderAlert', { amount: minimumOrderValue })}
        </p>
        <p className="shop:mt-0.5 shop:text-muted-foreground">{t('cart.minimumOrderAlertText')}</p>
      </div>
    </div>
  );
}
