import type { DeliveryMethod, OrderTotals } from '@shop/contracts';
import { TotalsTable, useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

interface CheckoutTotalsProps {
  totals: OrderTotals;
  delivery: DeliveryMethod;
  /** Placement only (margins). */
  className?: string;
}

/**
 * An order's totals: goods, the minimum-order surcharge when there is one, shipping (or free
 * pickup), the net total, VAT and the gross total as the largest figure.
 */
export function CheckoutTotals({ totals, delivery, className }: CheckoutTotalsProps) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  return (
    <TotalsTable
      className={className}
      rows={[
        { key: 'subtotal', label: t('checkout.summary.subtotal'), amount: totals.subtotal },
        ...(Number(totals.surcharge) > 0
          ? [{ key: 'surcharge', label: t('checkout.summary.surcharge'), amount: totals.surcharge }]
          : []),
        {
          key: 'shipping',
          label:
            delivery === 'pickup' ? t('checkout.summary.pickup') : t('checkout.summary.shipping'),
          amount: totals.shipping,
        },
        { key: 'net', label: t('checkout.summary.net'), amount: totals.net, sum: true },
        {
          key: 'vat',
          label: t('checkout.summary.vat', { rate: formats.percent(totals.vatRate) }),
          amount: totals.vat,
        },
        { key: 'gross', label: t('checkout.summary.gross'), amount: totals.gross },
      ]}
    />
  );
}
