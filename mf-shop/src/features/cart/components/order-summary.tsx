import { useId } from 'react';
import type { CartLine, CartResponse } from '@shop/contracts';
import { Card, useLocaleFormats } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { useOrderSettings } from '../../../api/get-order-settings';
import { orderableLines } from '../../../hooks/order-totals';
import { CheckoutActions } from './checkout-actions';
import { MinimumOrderAlert } from './minimum-order-alert';
import { ShippingHint } from './shipping-hint';
import { VatRows } from './vat-rows';

type SummaryRow = 'subtotal' | 'minimumOrderValue' | 'surcharge';

interface OrderSummaryProps {
  summary: CartResponse['summary'];
  lines: CartLine[];
}

/**
 * The net totals exactly as the server computed them (never recomputed here), VAT and the gross
 * total on top of them, the minimum-order alert while a surcharge applies, and the ways on: the
 * checkout and the written quote.
 */
export function OrderSummary({ summary, lines }: OrderSummaryProps) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const titleId = useId();
  const orderSettings = useOrderSettings();
  const hasSurcharge = Number(summary.surcharge) > 0;
  const rows: SummaryRow[] = hasSurcharge
    ? ['subtotal', 'minimumOrderValue', 'surcharge']
    : ['subtotal', 'minimumOrderValue'];

  return (
    <Card className="shop:p-5 shop:sm:p-6 shop:lg:sticky shop:lg:top-24">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="shop:text-lg shop:font-semibold">
          {t('cart.summaryTitle')}
        </h2>
        <table className="shop:mt-4 shop:w-full shop:border-collapse shop:text-left shop:text-sm">
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <th
                  scope="row"
                  className="shop:py-1.5 shop:pr-4 shop:font-normal shop:text-muted-foreground"
                >
                  {t(`cart.${row}`)}
                </th>
                <td className="shop:py-1.5 shop:text-right shop:tabular-nums">
                  {formats.money(summary[row])}
                </td>
              </tr>
            ))}
            <tr className="shop:border-t shop:border-border">
              <th scope="row" className="shop:pt-3 shop:pb-1.5 shop:pr-4 shop:font-semibold">
                {t('cart.total')}
              </th>
              <td className="shop:pt-3 shop:pb-1.5 shop:text-right shop:font-semibold shop:tabular-nums">
                {formats.money(summary.total)}
              </td>
            </tr>
            <VatRows lines={lines} orderSettings={orderSettings} />
          </tbody>
        </table>
        <ShippingHint shippingFlatRate={orderSettings.settings?.shippingFlatRate} />
        {hasSurcharge && <MinimumOrderAlert minimumOrderValue={summary.minimumOrderValue} />}
        <CheckoutActions orderable={orderableLines(lines).length > 0} />
      </section>
    </Card>
  );
}
