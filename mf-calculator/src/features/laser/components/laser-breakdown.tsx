import type { LaserPrice } from '@shop/part-geometry';
import { useLocaleFormats } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';

/** The instant price, row by row, computed in the browser exactly as the server does it. */
export function LaserBreakdown({ price }: { price: LaserPrice }) {
  const { t } = useCalculatorTranslation();
  const formats = useLocaleFormats();
  const rows = [
    { key: 'area', value: t('laser.metrics.netAreaValue', { value: formats.area(price.areaM2) }) },
    { key: 'materialCost', value: formats.money(price.materialCost) },
    {
      key: 'cutLength',
      value: t('laser.metrics.cutLengthValue', { value: formats.length(price.cutLengthM) }),
    },
    { key: 'cuttingCost', value: formats.money(price.cuttingCost) },
    { key: 'pierces', value: String(price.pierceCount) },
    { key: 'pierceCost', value: formats.money(price.pierceCost) },
    { key: 'unitPrice', value: formats.money(price.unitPrice) },
  ] as const;

  return (
    <table className="calc:w-full calc:border-collapse calc:text-left">
      <caption className="calc:sr-only">{t('laser.breakdown.caption')}</caption>
      <tbody className="calc:divide-y calc:divide-border">
        {rows.map((row) => (
          <tr key={row.key}>
            <th
              scope="row"
              className="calc:py-2 calc:pr-4 calc:text-sm calc:font-normal calc:text-muted-foreground"
            >
              {t(`laser.breakdown.${row.key}`)}
            </th>
            <td className="calc:py-2 calc:text-right calc:text-sm calc:font-medium calc:tabular-nums">
              {row.value}
            </td>
          </tr>
        ))}
        <tr className="calc:border-t-2 calc:border-foreground/70">
          <th scope="row" className="calc:pt-3 calc:pr-4 calc:text-base calc:font-semibold">
            {t('laser.breakdown.totalPrice')}
          </th>
          <td className="calc:pt-3 calc:text-right calc:text-2xl calc:font-bold calc:tabular-nums calc:text-primary">
            {formats.money(price.totalPrice)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
