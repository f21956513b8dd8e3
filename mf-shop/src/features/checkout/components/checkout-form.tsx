import type { FormEvent } from 'react';
import type { CartLine, PlaceOrderResponse } from '@shop/contracts';
import { orderableLines } from '@shop/shop-rules';
import { Button, Card } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { useOrderSettings } from '../../../api/get-order-settings';
import { orderTotalsOf } from '../../../hooks/order-totals';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { AddressFields } from './address-fields';
import { CheckoutBanner } from './checkout-banner';
import { CheckoutSummary } from './checkout-summary';
import { ContactFields } from './contact-fields';
import { DeliveryOptions } from './delivery-options';
import { sectionClass, sectionTitleClass } from './field-styles';
import { NoteField } from './note-field';
import { OrderPendingNotice } from './order-pending-notice';
import { PaymentOptions } from './payment-options';
import { TermsConsent } from './terms-consent';

interface CheckoutFormProps {
  lines: CartLine[];
  onPlaced(order: PlaceOrderResponse): void;
}

/**
 * The checkout: who orders, the billing address, delivery and payment on the left; on the right
 * (below on a phone) the order with its totals, the terms and the order button, so the total
 * is in view where the customer commits to it.
 */
export function CheckoutForm({ lines, onPlaced }: CheckoutFormProps) {
  const { t } = useShopTranslation();
  const orderSettings = useOrderSettings();
  const { settings } = orderSettings;
  const orderable = orderableLines(lines);
  const form = useCheckoutForm({
    lines: orderable,
    totalsKnown: settings !== undefined,
    onPlaced,
  });
  const totals = settings && orderTotalsOf(orderable, settings, form.values.delivery);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="shop:mt-6 shop:grid shop:items-start shop:gap-6 shop:lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="shop:grid shop:min-w-0 shop:gap-6">
        <Card className={sectionClass}>
          <fieldset>
            <legend className={sectionTitleClass}>{t('checkout.contact.title')}</legend>
            <div className="shop:mt-4">
              <ContactFields form={form} />
            </div>
          </fieldset>
        </Card>
        <Card className={sectionClass}>
          <fieldset>
            <legend className={sectionTitleClass}>{t('checkout.billing.title')}</legend>
            <div className="shop:mt-4">
              <AddressFields form={form} address="billingAddress" />
            </div>
          </fieldset>
        </Card>
        <Card className={sectionClass}>
          <DeliveryOptions form={form} shippingFlatRate={settings?.shippingFlatRate} />
        </Card>
        <Card className={sectionClass}>
          <PaymentOptions form={form} />
        </Card>
        <Card className={sectionClass}>
          <NoteField form={form} />
        </Card>
      </div>
      <div className="shop:grid shop:min-w-0 shop:gap-4 shop:lg:sticky shop:lg:top-20">
        <CheckoutSummary
          form={form}
          lines={orderable}
          totals={totals}
          orderSettings={orderSettings}
        />
        <Card className="shop:space-y-4 shop:p-5 shop:sm:p-6">
          <TermsConsent form={form} />
          <OrderPendingNotice confirming={form.confirming} />
          {form.banner && <CheckoutBanner banner={form.banner} problemCount={form.problemCount} />}
          <Button
            type="submit"
            aria-disabled={form.pending || undefined}
            aria-busy={form.pending || undefined}
            size="lg"
            wrap
            className="shop:w-full"
          >
            {form.pending ? t('checkout.submitting') : t('checkout.submit')}
          </Button>
          <p className="shop:text-center shop:text-xs shop:text-muted-foreground">
            {t('checkout.submitHint')}
          </p>
        </Card>
      </div>
    </form>
  );
}
