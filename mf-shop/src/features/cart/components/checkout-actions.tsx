import { useId } from 'react';
import { Button, buttonClasses, ButtonLink, DocumentIcon } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { usePageLanguage } from '../../../i18n/page-language';
import { offerPdfUrl } from '../../../api/offer-pdf-url';

/**
 * The way to the checkout, the written offer of the cart as a PDF, and the payment methods there
 * are: prepayment and invoice now, online payment later.
 */
export function CheckoutActions({ orderable }: { orderable: boolean }) {
  const { t } = useShopTranslation();
  const language = usePageLanguage();
  const paymentId = useId();
  const blockedId = useId();

  return (
    <div className="shop:mt-5 shop:space-y-3">
      {orderable ? (
        <ButtonLink to="/kasse" aria-describedby={paymentId} size="lg" className="shop:w-full">
          {t('cart.checkout')}
        </ButtonLink>
      ) : (
        <>
          <Button disabled aria-describedby={blockedId} size="lg" className="shop:w-full">
            {t('cart.checkout')}
          </Button>
          <p id={blockedId} className="shop:text-sm shop:text-muted-foreground">
            {t('cart.nothingToOrder')}
          </p>
        </>
      )}
      {orderable && (
        <a
          href={offerPdfUrl(language)}
          download
          className={buttonClasses('outline', 'shop:w-full')}
        >
          <DocumentIcon strokeWidth={1.75} />
          {t('cart.offerPdf')}
        </a>
      )}
      <div id={paymentId} className="shop:pt-1 shop:text-xs shop:text-muted-foreground">
        <p className="shop:font-medium shop:text-foreground">{t('cart.paymentMethodsTitle')}</p>
        <ul className="shop:mt-1 shop:space-y-0.5">
          <li>{t('cart.paymentPrepayment')}</li>
          <li>{t('cart.paymentInvoice')}</li>
        </ul>
        <p className="shop:mt-1">{t('cart.paymentSoon')}</p>
      </div>
    </div>
  );
}
