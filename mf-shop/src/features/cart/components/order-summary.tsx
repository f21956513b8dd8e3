import { useId } from 'react';
import type { CartResponse } from '@shop/contracts';
import { Button, Card } from '@shop/ui';
import { useShopTranslation } from '../../i18n/shop-translations';
import { useLocaleFormats } from '../../i18n/locale-formats';
import { MinimumOrderAlert } from './minimum-order-alert';

type SummaryRow = 'subtotal' | 'minimumOrderValue' | 'surcharge';

/**
 * SPEC 9 totals exactly as the server computed them (never recomputed here), the minimum-order
 * alert while a surcharge applies, and the checkout button, disabled until payment exists.
 */
export function OrderSummary({ summary }: { summary: CartResponse['summary'] }) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const titleId = useId();
  const paymentNoteId = useId();
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
              <th scope="row" className="shop:pt-3 shop:pr-4 shop:text-base shop:font-semibold">
                {t('cart.total')}
              </th>
              <td className="shop:pt-3 shop:text-right shop:text-2xl shop:font-bold shop:tabular-nums shop:text-primary">
                {formats.money(summary.total)}
              </td>
            </tr>
          </tbody>
        </table>
        {hasSurcharge && <MinimumOrderAlert minimumOrderValue={summary.minimumOrderValue} />}
        <Button
          disabled
          aria-describedby={paymentNoteId}
          className="shop:mt-5 shop:h-11 shop:w-full"
        >
          {t('cart.checkout')}
        </Button>
        <p
          id={paymentNoteId}
          className="shop:mt-2 shop:text-center shop:text-xs shop:text-muted-foreground"
        >
          {t('cart.paymentSoon')}
        </p>
      </section>
    </Card>
  );
}
