import { useEffect, useId, useRef } from 'react';
import { seller, type PlaceOrderResponse } from '@shop/contracts';
import { ButtonLink, Card, CheckIcon } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { BankTransferDetails } from './bank-transfer-details';
import { CheckoutTotals } from './checkout-totals';

/**
 * The placed order as the server answered it: its number, where the confirmation went, the
 * totals, and how to pay (the bank details for prepayment, the invoice with the goods).
 */
export function OrderConfirmation({ order }: { order: PlaceOrderResponse }) {
  const { t } = useShopTranslation();
  const totalsTitleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The order button the customer pressed is gone; the focus lands on the outcome instead.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card className="shop:mt-6 shop:p-5 shop:sm:p-8">
      <div className="shop:flex shop:items-start shop:gap-4">
        <CheckIcon className="shop:size-10 shop:shrink-0 shop:rounded-full shop:bg-success/15 shop:p-2 shop:text-success" />
        <div className="shop:min-w-0">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="shop:text-2xl shop:font-bold shop:tracking-tight shop:outline-none shop:sm:text-3xl"
          >
            {t('checkout.confirmation.title')}
          </h1>
          <p className="shop:mt-2 shop:text-muted-foreground">
            {t('checkout.confirmation.emailSent', { email: order.email })}
          </p>
        </div>
      </div>
      <dl className="shop:mt-6 shop:flex shop:flex-wrap shop:items-baseline shop:gap-x-3 shop:rounded-lg shop:bg-muted shop:px-4 shop:py-3">
        <dt className="shop:text-sm shop:text-muted-foreground">
          {t('checkout.confirmation.orderNumber')}
        </dt>
        <dd
          className="shop:text-xl shop:font-semibold shop:tabular-nums"
          data-testid="order-number"
        >
          {order.orderNumber}
        </dd>
      </dl>
      <div className="shop:mt-6 shop:grid shop:gap-6 shop:md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <section aria-labelledby={totalsTitleId}>
          <h2 id={totalsTitleId} className="shop:text-lg shop:font-semibold">
            {t('checkout.confirmation.totalsTitle')}
          </h2>
          <CheckoutTotals totals={order.totals} delivery={order.delivery} className="shop:mt-2" />
        </section>
        <div className="shop:space-y-4">
          {order.paymentMethod === 'prepayment' && order.bankTransfer && (
            <BankTransferDetails transfer={order.bankTransfer} />
          )}
          {order.paymentMethod === 'invoice' && (
            <p className="shop:rounded-lg shop:border shop:border-border shop:p-4 shop:text-sm">
              {t('checkout.confirmation.invoiceNote')}
            </p>
          )}
          {order.delivery === 'pickup' && (
            <p className="shop:text-sm shop:text-muted-foreground">
              {t('checkout.confirmation.pickupNote', { address: seller.pickupAddress })}
            </p>
          )}
        </div>
      </div>
      <ButtonLink to="/shop" variant="outline" className="shop:mt-8">
        {t('checkout.confirmation.continueShopping')}
      </ButtonLink>
    </Card>
  );
}
