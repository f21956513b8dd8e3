import { useShopTranslation } from '../../../i18n/shop-translations';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { CountrySelect } from './country-select';
import { TextField } from './text-field';

interface AddressFieldsProps {
  form: CheckoutForm;
  address: 'billingAddress' | 'deliveryAddress';
}

/** Street, postal code and city, and the country; the browser may fill them in per section. */
export function AddressFields({ form, address }: AddressFieldsProps) {
  const { t } = useShopTranslation();
  const section = address === 'billingAddress' ? 'billing' : 'shipping';
  return (
    <div className="shop:grid shop:gap-4 shop:sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
      <TextField
        {...form.field(`${address}.street`)}
        label={t('checkout.address.street')}
        autoComplete={`${section} street-address`}
        maxLength={120}
        className="shop:sm:col-span-2"
      />
      <TextField
        {...form.field(`${address}.postalCode`)}
        label={t('checkout.address.postalCode')}
        autoComplete={`${section} postal-code`}
        maxLength={10}
      />
      <TextField
        {...form.field(`${address}.city`)}
        label={t('checkout.address.city')}
        autoComplete={`${section} address-level2`}
        maxLength={80}
      />
      <div className="shop:sm:col-span-2">
        <CountrySelect
          {...form.field(`${address}.country`)}
          label={t('checkout.address.country')}
          autoComplete={`${section} country`}
        />
      </div>
    </div>
  );
}
