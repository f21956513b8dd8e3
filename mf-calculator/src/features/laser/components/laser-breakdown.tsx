import { Fragment, useId } from 'react';
import type { LaserPrice } from '@shop/shop-rules';
import { useLocaleFormats } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';

/** The charges whose row says under it what the charge covers. */
const COVERED = new Set(['materialCost', 'cuttingCost', 'pierceCost']);

/**
 * The instant price, row by row, computed in the browser exactly as the server does it. Under
 * each charge a line says what it covers, since the configurator prices a designed part by
 * another rule (the outline's cut, a fixed price per hole, the part's own area).
 */
export function LaserBreakdown({ price }: { price: LaserPrice }) {
  const { t } = useCalculatorTranslation();
  const noteId = useId();
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
        {rows.map((row) => {
          const covered = COVERED.has(row.key);
          const note = `${noteId}-${row.key}`;
          return (
            <Fragment key={row.key}>
              <tr className={covered ? 'calc:border-b-0' : undefined}>
                <th
                  scope="row"
                  aria-describedby={covered ? note : undefined}
                  className="calc:py-2 calc:pr-4 calc:text-sm calc:font-normal calc:text-muted-foreground"
                >
                  {t(`laser.breakdown.${row.key}`)}
                </th>
                <td className="calc:py-2 calc:text-right calc:text-sm calc:font-medium calc:tabular-nums">
                  {row.value}
                </td>
              </tr>
              {covered && (
                <tr className="calc:border-t-0">
                  <td
                    id={note}
                    colSpan={2}
                    className="calc:pb-2 calc:text-xs calc:text-muted-foreground"
                  >
                    {t(`laser.breakdown.covers.${row.key}`)}
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
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
