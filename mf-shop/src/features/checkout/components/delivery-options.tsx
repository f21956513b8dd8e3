import { seller } from '@shop/contracts';
import { FieldMessage, useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { checkoutFieldId } from '../hooks/checkout-values';
import { AddressFields } from './address-fields';
import { ChoiceOption } from './choice-option';
import { sectionTitleClass } from './field-styles';

interface DeliveryOptionsProps {
  form: CheckoutForm;
  /** EUR per order shipped, once the setting is read. */
  shippingFlatRate: number | undefined;
}

/**
 * Pickup at the works in Dortmund (free) or shipping at the flat rate; with shipping, the goods
 * may go to another address than the invoice.
 */
export function DeliveryOptions({ form, shippingFlatRate }: DeliveryOptionsProps) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const { delivery, differentDeliveryAddress } = form.values;
  const firstId = checkoutFieldId('delivery');
  const error = form.errorOf('delivery');
  const differentId = 'checkout-different-delivery-address';
  const deliveryAddressId = 'checkout-delivery-address';

  return (
    <fieldset aria-describedby={error ? `${firstId}-error` : undefined}>
      <legend className={sectionTitleClass}>{t('checkout.delivery.title')}</legend>
      <div className="shop:mt-4 shop:grid shop:gap-3">
        <ChoiceOption
          id={firstId}
          name="delivery"
          value="pickup"
          checked={delivery === 'pickup'}
          onChange={() => form.setValue('delivery', 'pickup')}
          title={t('checkout.delivery.pickup')}
          description={t('checkout.delivery.pickupText', { address: seller.pickupAddress })}
          aside={formats.money(0)}
        />
        <ChoiceOption
          id={`${firstId}-shipping`}
          name="delivery"
          value="shipping"
          checked={delivery === 'shipping'}
          onChange={() => form.setValue('delivery', 'shipping')}
          title={t('checkout.delivery.shipping')}
          description={
            shippingFlatRate === undefined
              ? t('checkout.delivery.shippingTextPending')
              : t('checkout.delivery.shippingText', { amount: formats.money(shippingFlatRate) })
          }
          aside={shippingFlatRate === undefined ? undefined : formats.money(shippingFlatRate)}
        />
      </div>
      <FieldMessage id={`${firstId}-error`}>{error}</FieldMessage>
      {delivery === 'shipping' && (
        <div className="shop:mt-4">
          <div className="shop:flex shop:items-start shop:gap-3">
            <input
              id={differentId}
              type="checkbox"
              checked={differentDeliveryAddress}
              onChange={(event) => form.setValue('differentDeliveryAddress', event.target.checked)}
              // The box names the address fields it opens only while they are on the page: a
              // reference to a missing element leaves assistive technology pointing at nothing.
              aria-controls={differentDeliveryAddress ? deliveryAddressId : undefined}
              className="shop:mt-0.5 shop:size-5 shop:shrink-0 shop:accent-primary"
            />
            <label htmlFor={differentId} className="shop:text-sm shop:font-medium">
              {t('checkout.delivery.differentAddress')}
            </label>
          </div>
          {differentDeliveryAddress && (
            <fieldset
              id={deliveryAddressId}
              className="shop:mt-4 shop:rounded-lg shop:border shop:border-border shop:p-4"
            >
              <legend className="shop:px-1 shop:text-base shop:font-semibold">
                {t('checkout.delivery.addressTitle')}
              </legend>
              <AddressFields form={form} address="deliveryAddress" />
            </fieldset>
          )}
        </div>
      )}
    </fieldset>
  );
}
