import type { OrderTotals } from '@shop/contracts';
import { useAdminTranslation } from '../../../i18n/admin-translations';
import { useOrderFormats } from '../hooks/use-order-formats';
import { DetailSection } from './detail-section';

/**
 * The order's sums as the customer was charged: goods, the minimum-order surcharge when there
 * was one, shipping, net, VAT at its rate and gross.
 */
export function OrderTotalsTable({ totals }: { totals: OrderTotals }) {
  const { t } = useAdminTranslation();
  const formats = useOrderFormats();
  const rows: Array<{ key: string; label: string; amount: string; strong?: boolean }> = [
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
    { key: 'gross', label: t('orderDetail.gross'), amount: totals.gross, strong: true },
  ];
  return (
    <DetailSection title={t('orderDetail.totals')}>
      <table className="admin:w-full admin:text-sm">
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className={
                row.strong
                  ? 'admin:border-t admin:border-border admin:text-base admin:font-semibold'
                  : ''
              }
            >
              <th
                scope="row"
                className={`admin:py-1 admin:pr-4 admin:text-left admin:font-normal ${row.strong ? 'admin:pt-2 admin:font-semibold' : 'admin:text-muted-foreground'}`}
              >
                {row.label}
              </th>
              <td
                className={`admin:py-1 admin:text-right admin:whitespace-nowrap admin:tabular-nums ${row.strong ? 'admin:pt-2' : ''}`}
              >
                {formats.euros(row.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DetailSection>
  );
}
