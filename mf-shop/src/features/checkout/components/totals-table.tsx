import type { DeliveryMethod, OrderTotals } from '@shop/contracts';
import { useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

interface TotalsTableProps {
  totals: OrderTotals;
  delivery: DeliveryMethod;
  className?: string;
}

const rowHeaderClass =
  'shop:py-1 shop:pr-4 shop:text-left shop:font-normal shop:text-muted-foreground';
const amountClass = 'shop:py-1 shop:text-right shop:tabular-nums';

/**
 * An order's totals: goods, the minimum-order surcharge when there is one, shipping (or free
 * pickup), the net total, VAT and the gross total as the largest figure.
 */
export function TotalsTable({ totals, delivery, className }: TotalsTableProps) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const rows: Array<[label: string, amount: string]> = [
    [t('checkout.summary.subtotal'), totals.subtotal],
    ...(Number(totals.surcharge) > 0
      ? [[t('checkout.summary.surcharge'), totals.surcharge] as [string, string]]
      : []),
    [
      delivery === 'pickup' ? t('checkout.summary.pickup') : t('checkout.summary.shipping'),
      totals.shipping,
    ],
  ];
  return (
    <table className={`shop:w-full shop:border-collapse shop:text-sm ${className ?? ''}`}>
      <tbody>
        {rows.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row" className={rowHeaderClass}>
              {label}
            </th>
            <td className={amountClass}>{formats.money(amount)}</td>
          </tr>
        ))}
        <tr className="shop:border-t shop:border-border">
          <th
            scope="row"
            className="shop:pt-2 shop:pb-1 shop:pr-4 shop:text-left shop:font-semibold"
          >
            {t('checkout.summary.net')}
          </th>
          <td className="shop:pt-2 shop:pb-1 shop:text-right shop:font-semibold shop:tabular-nums">
            {formats.money(totals.net)}
          </td>
        </tr>
        <tr>
          <th scope="row" className={rowHeaderClass}>
            {t('checkout.summary.vat', { rate: formats.percent(totals.vatRate) })}
          </th>
          <td className={amountClass}>{formats.money(totals.vat)}</td>
        </tr>
        <tr className="shop:border-t shop:border-border">
          <th
            scope="row"
            className="shop:pt-3 shop:pr-4 shop:text-left shop:text-base shop:font-semibold"
          >
            {t('checkout.summary.gross')}
          </th>
          <td className="shop:pt-3 shop:text-right shop:text-2xl shop:font-bold shop:tabular-nums shop:text-primary">
            {formats.money(totals.gross)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
