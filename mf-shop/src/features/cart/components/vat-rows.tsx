import type { CartLine } from '@shop/contracts';
import { Button, Skeleton, useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import type { OrderSettingsState } from '../../../api/get-order-settings';
import { orderTotalsOf } from '../../../hooks/order-totals';

interface VatRowsProps {
  lines: CartLine[];
  orderSettings: OrderSettingsState;
}

/**
 * VAT on the cart's net total and the gross total, from the same rule the quote and the order
 * use. The cart names no delivery yet, so shipping counts as nothing here.
 */
export function VatRows({ lines, orderSettings }: VatRowsProps) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const { settings } = orderSettings;

  if (!settings) {
    if (orderSettings.failed) {
      return (
        <tr>
          <td colSpan={2} className="shop:pt-2 shop:text-sm">
            <div role="alert" className="shop:flex shop:flex-wrap shop:items-center shop:gap-2">
              <span className="shop:text-muted-foreground">{t('cart.vatFailed')}</span>
              <Button
                variant="outline"
                className="shop:h-8 shop:px-3 shop:text-xs"
                onClick={orderSettings.retry}
                disabled={orderSettings.retrying}
              >
                {t('cart.retry')}
              </Button>
            </div>
          </td>
        </tr>
      );
    }
    return (
      <tr aria-hidden="true">
        <td colSpan={2} className="shop:space-y-2 shop:pt-2">
          <Skeleton className="shop:h-4" />
          <Skeleton className="shop:h-7" />
        </td>
      </tr>
    );
  }

  const totals = orderTotalsOf(lines, settings, false);
  return (
    <>
      <tr>
        <th
          scope="row"
          className="shop:py-1.5 shop:pr-4 shop:font-normal shop:text-muted-foreground"
        >
          {t('cart.vat', { rate: formats.percent(totals.vatRate) })}
        </th>
        <td className="shop:py-1.5 shop:text-right shop:tabular-nums">
          {formats.money(totals.vat)}
        </td>
      </tr>
      <tr className="shop:border-t shop:border-border">
        <th scope="row" className="shop:pt-3 shop:pr-4 shop:text-base shop:font-semibold">
          {t('cart.totalGross')}
        </th>
        <td className="shop:pt-3 shop:text-right shop:text-2xl shop:font-bold shop:tabular-nums shop:text-primary">
          {formats.money(totals.gross)}
        </td>
      </tr>
    </>
  );
}
