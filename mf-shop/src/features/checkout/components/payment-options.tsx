import { FieldMessage } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { checkoutFieldId } from '../hooks/checkout-values';
import { ChoiceOption } from './choice-option';
import { sectionTitleClass } from './field-styles';

/** Prepayment or invoice; online payment is shown as coming, not yet to be chosen. */
export function PaymentOptions({ form }: { form: CheckoutForm }) {
  const { t } = useShopTranslation();
  const { paymentMethod } = form.values;
  const firstId = checkoutFieldId('paymentMethod');
  const error = form.errorOf('paymentMethod');
  return (
    <fieldset aria-describedby={error ? `${firstId}-error` : undefined}>
      <legend className={sectionTitleClass}>{t('checkout.payment.title')}</legend>
      <div className="shop:mt-4 shop:grid shop:gap-3">
        <ChoiceOption
          id={firstId}
          name="paymentMethod"
          value="prepayment"
          checked={paymentMethod === 'prepayment'}
          onChange={() => form.setValue('paymentMethod', 'prepayment')}
          title={t('checkout.payment.prepayment')}
          description={t('checkout.payment.prepaymentText')}
        />
        <ChoiceOption
          id={`${firstId}-invoice`}
          name="paymentMethod"
          value="invoice"
          checked={paymentMethod === 'invoice'}
          onChange={() => form.setValue('paymentMethod', 'invoice')}
          title={t('checkout.payment.invoice')}
          description={t('checkout.payment.invoiceText')}
        />
        <ChoiceOption
          id={`${firstId}-online`}
          name="paymentMethod"
          value="online"
          checked={false}
          disabled
          onChange={() => undefined}
          title={t('checkout.payment.online')}
          description={t('checkout.payment.onlineText')}
        />
      </div>
      <FieldMessage id={`${firstId}-error`}>{error}</FieldMessage>
    </fieldset>
  );
}
