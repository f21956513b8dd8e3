import { useId } from 'react';
import { Link } from 'react-router';
import type { CartLine, OrderTotals } from '@shop/contracts';
import { Button, Card, Skeleton } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import type { OrderSettingsState } from '../../../api/get-order-settings';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { OrderLinesSummary } from './order-lines-summary';
import { CheckoutTotals } from './checkout-totals';

interface CheckoutSummaryProps {
  form: CheckoutForm;
  lines: CartLine[];
  totals: OrderTotals | undefined;
  orderSettings: OrderSettingsState;
}

/** What is ordered and what it costs with the chosen delivery, right above the order button. */
export function CheckoutSummary({ form, lines, totals, orderSettings }: CheckoutSummaryProps) {
  const { t } = useShopTranslation();
  const titleId = useId();
  return (
    <Card className="shop:p-5 shop:sm:p-6">
      <section aria-labelledby={titleId}>
        <div className="shop:flex shop:flex-wrap shop:items-baseline shop:justify-between shop:gap-2">
          <h2 id={titleId} className="shop:text-lg shop:font-semibold">
            {t('checkout.summary.title')}
          </h2>
          <Link
            to="/warenkorb"
            className="shop:text-sm shop:font-medium shop:text-primary shop:hover:underline"
          >
            {t('checkout.summary.editCart')}
          </Link>
        </div>
        {/* A long order scrolls within its list on wide screens, so the sticky column with the
            total and the order button still fits the window. */}
        <div
          role="region"
          tabIndex={0}
          aria-label={t('checkout.summary.linesLabel')}
          className="shop:mt-3 shop:rounded-md shop:focus-visible:outline-2 shop:focus-visible:outline-ring shop:lg:max-h-[32vh] shop:lg:overflow-y-auto"
        >
          <OrderLinesSummary lines={lines} />
        </div>
        {totals ? (
          <CheckoutTotals totals={totals} delivery={form.values.delivery} className="shop:mt-3" />
        ) : orderSettings.failed ? (
          <div role="alert" className="shop:mt-3 shop:text-sm">
            <p className="shop:text-destructive">{t('checkout.summary.totalsFailed')}</p>
            <Button
              variant="outline"
              size="sm"
              className="shop:mt-2"
              onClick={orderSettings.retry}
              disabled={orderSettings.retrying}
            >
              {t('checkout.summary.retry')}
            </Button>
          </div>
        ) : (
          <div aria-hidden="true" className="shop:mt-3 shop:space-y-2">
            <Skeleton className="shop:h-4" />
            <Skeleton className="shop:h-4" />
            <Skeleton className="shop:h-8" />
          </div>
        )}
      </section>
    </Card>
  );
}
