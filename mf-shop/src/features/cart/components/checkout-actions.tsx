import { useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@shop/ui';
import { useShopTranslation } from '../../i18n/shop-translations';
import { usePageLanguage } from '../../i18n/page-language';
import { quotePdfUrl } from '../../checkout/api/quote-pdf-url';

/**
 * The way to the checkout, the written quote of the cart as a PDF, and the payment methods there
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
        <Link
          to="/kasse"
          aria-describedby={paymentId}
          className={buttonClasses('primary', 'shop:h-11 shop:w-full shop:text-base')}
        >
          {t('cart.checkout')}
        </Link>
      ) : (
        <>
          <Button disabled aria-describedby={blockedId} className="shop:h-11 shop:w-full">
            {t('cart.checkout')}
          </Button>
          <p id={blockedId} className="shop:text-sm shop:text-muted-foreground">
            {t('cart.nothingToOrder')}
          </p>
        </>
      )}
      {orderable && (
        <a
          href={quotePdfUrl(language)}
          download
          className={buttonClasses('outline', 'shop:h-10 shop:w-full')}
        >
          <DocumentIcon />
          {t('cart.quotePdf')}
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

function DocumentIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shop:size-4"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M12 11v6M9 14l3 3 3-3" />
    </svg>
  );
}
