import { useId } from 'react';
import type { CartLine, CartResponse } from '@shop/contracts';
import { orderableLines } from '@shop/shop-rules';
import { Card, TotalsTable, useLocaleFormats, type TotalsRow } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';
import { useOrderSettings } from '../../../api/get-order-settings';
import { orderTotalsOf } from '../../../hooks/order-totals';
import { CheckoutActions } from './checkout-actions';
import { MinimumOrderAlert } from './minimum-order-alert';
import { ShippingHint } from './shipping-hint';
import { VatPending } from './vat-pending';

type SummaryRow = 'subtotal' | 'minimumOrderValue' | 'surcharge';

interface OrderSummaryProps {
  summary: CartResponse['summary'];
  lines: CartLine[];
}

/**
 * The net totals exactly as the server computed them (never recomputed here), VAT and the gross
 * total on top of them by the rule the offer and the order use (the cart names no delivery yet,
 * so shipping counts as nothing here), the minimum-order alert while a surcharge applies, and the
 * ways on: the checkout and the written offer.
 */
export function OrderSummary({ summary, lines }: OrderSummaryProps) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const titleId = useId();
  const orderSettings = useOrderSettings();
  const hasSurcharge = Number(summary.surcharge) > 0;
  const netRows: SummaryRow[] = hasSurcharge
    ? ['subtotal', 'minimumOrderValue', 'surcharge']
    : ['subtotal', 'minimumOrderValue'];
  const { settings } = orderSettings;
  const totals = settings && orderTotalsOf(lines, settings, null);
  const rows: TotalsRow[] = [
    ...netRows.map((row) => ({ key: row, label: t(`cart.${row}`), amount: summary[row] })),
    { key: 'total', label: t('cart.total'), amount: summary.total, sum: true },
    ...(totals
      ? [
          {
            key: 'vat',
            label: t('cart.vat', { rate: formats.percent(totals.vatRate) }),
            amount: totals.vat,
          },
          { key: 'gross', label: t('cart.totalGross'), amount: totals.gross },
        ]
      : []),
  ];

  return (
    <Card className="shop:p-5 shop:sm:p-6 shop:lg:sticky shop:lg:top-24">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="shop:text-lg shop:font-semibold">
          {t('cart.summaryTitle')}
        </h2>
        <TotalsTable
          rows={rows}
          pending={totals ? undefined : <VatPending orderSettings={orderSettings} />}
          spacing="relaxed"
          className="shop:mt-4"
        />
        <ShippingHint shippingFlatRate={orderSettings.settings?.shippingFlatRate} />
        {hasSurcharge && <MinimumOrderAlert minimumOrderValue={summary.minimumOrderValue} />}
        <CheckoutActions orderable={orderableLines(lines).length > 0} />
      </section>
    </Card>
  );
}
