import { MAX_EMAIL_LENGTH_ORDER, MAX_NAME_LENGTH } from '@shop/contracts';
import { useShopTranslation } from '../../../i18n/shop-translations';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { TextField } from './text-field';

/** Who orders: name and e-mail, and phone, company and VAT ID when the customer gives them. */
export function ContactFields({ form }: { form: CheckoutForm }) {
  const { t } = useShopTranslation();
  return (
    <div className="shop:grid shop:gap-4 shop:sm:grid-cols-2">
      <TextField
        {...form.field('customer.name')}
        label={t('checkout.contact.name')}
        autoComplete="name"
        maxLength={MAX_NAME_LENGTH}
        className="shop:sm:col-span-2"
      />
      <TextField
        {...form.field('customer.email')}
        type="email"
        label={t('checkout.contact.email')}
        hint={t('checkout.contact.emailHint')}
        autoComplete="email"
        maxLength={MAX_EMAIL_LENGTH_ORDER}
      />
      <TextField
        {...form.field('customer.phone')}
        type="tel"
        optional
        label={t('checkout.contact.phone')}
        hint={t('checkout.contact.phoneHint')}
        autoComplete="tel"
        maxLength={30}
      />
      <TextField
        {...form.field('customer.company')}
        optional
        label={t('checkout.contact.company')}
        autoComplete="organization"
        maxLength={120}
      />
      <TextField
        {...form.field('customer.vatId')}
        optional
        label={t('checkout.contact.vatId')}
        hint={t('checkout.contact.vatIdHint')}
        autoComplete="off"
        maxLength={20}
      />
    </div>
  );
}
