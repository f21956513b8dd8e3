import type { OrderTotals } from '@shop/contracts';
import { TotalsTable, useLocaleFormats } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { DetailSection } from './detail-section';

/**
 * The order's sums as the customer was charged: goods, the minimum-order surcharge when there
 * was one, shipping, net, VAT at its rate and gross.
 */
export function OrderTotalsTable({ totals }: { totals: OrderTotals }) {
  const { t } = useAdminTranslation();
  const formats = useLocaleFormats();
  return (
    <DetailSection title={t('orderDetail.totals')}>
      <TotalsTable
        emphasis="plain"
        rows={[
          { key: 'subtotal', label: t('orderDetail.subtotal'), amount: totals.subtotal },
          ...(Number(totals.surcharge) !== 0
            ? [{ key: 'surcharge', label: t('orderDetail.surcharge'), amount: totals.surcharge }]
            : []),
          { key: 'shipping', label: t('orderDetail.shipping'), amount: totals.shipping },
          { key: 'net', label: t('orderDetail.net'), amount: totals.net },
          {
            key: 'vat',
            label: t('orderDetail.vat', { rate: formats.percent(totals.vatRate) }),
            amount: totals.vat,
          },
          { key: 'gross', label: t('orderDetail.gross'), amount: totals.gross },
        ]}
      />
    </DetailSection>
  );
}
