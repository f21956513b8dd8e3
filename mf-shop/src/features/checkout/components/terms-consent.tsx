import { PREPAYMENT_DUE_DAYS, seller } from '@shop/contracts';
import { describedBy, FieldMessage } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import type { CheckoutForm } from '../hooks/use-checkout-form';
import { checkoutFieldId } from '../hooks/checkout-values';

/**
 * The terms checkbox, with the terms' main points in brief on the page itself: the shop has no
 * terms page yet, and a customer must be able to read what they accept before ordering.
 */
export function TermsConsent({ form }: { form: CheckoutForm }) {
  const { t } = useShopTranslation();
  const id = checkoutFieldId('acceptTerms');
  const error = form.errorOf('acceptTerms');
  const sellerAddress = `${seller.street}, ${seller.postalCode} ${seller.city}`;
  return (
    <div>
      <div className="shop:flex shop:items-start shop:gap-3">
        <input
          id={id}
          type="checkbox"
          checked={form.values.acceptTerms}
          onChange={(event) => form.setValue('acceptTerms', event.target.checked)}
          onBlur={() => form.touch('acceptTerms')}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, undefined)}
          className="shop:mt-0.5 shop:size-5 shop:shrink-0 shop:accent-primary"
        />
        <label htmlFor={id} className="shop:text-sm">
          {t('checkout.terms.label')}
        </label>
      </div>
      <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
      <details id={`${id}-hint`} className="shop:mt-2 shop:text-sm">
        <summary className="shop:cursor-pointer shop:font-medium shop:text-primary shop:hover:underline">
          {t('checkout.terms.summaryToggle')}
        </summary>
        <ul className="shop:mt-2 shop:list-disc shop:space-y-1 shop:pl-5 shop:text-muted-foreground">
          <li>{t('checkout.terms.seller', { name: seller.name, address: sellerAddress })}</li>
          <li>{t('checkout.terms.prices')}</li>
          <li>{t('checkout.terms.payment', { count: PREPAYMENT_DUE_DAYS })}</li>
          <li>{t('checkout.terms.delivery')}</li>
        </ul>
      </details>
    </div>
  );
}
