import { Fragment, useId } from 'react';
import { useLocaleFormats } from '@shop/ui';
import type { DesignPriceState } from '../hooks/use-design-price';
import { useConfiguratorTranslation } from '../i18n/configurator-translations';

interface DesignPriceBreakdownProps {
  state: DesignPriceState;
  holeCost: number;
}

/** The charges whose row says under it what the charge covers. */
const COVERED = new Set(['materialCost', 'cuttingCost', 'holeCost']);

/**
 * The live price, row by row, as a table with row headers (a test finds a row by its header).
 * Under each charge a line says what it covers, since a part's laser quote from a DXF measures
 * differently (every contour's cut, a pierce per contour, the bounding rectangle).
 */
export function DesignPriceBreakdown({ state, holeCost }: DesignPriceBreakdownProps) {
  const { t } = useConfiguratorTranslation();
  const noteId = useId();
  const formats = useLocaleFormats();
  if (state.status === 'invalid') {
    // 'Berechnungsfehler': no price can be computed, so name what to correct
    return (
      <div role="status" className="conf:text-sm conf:text-destructive">
        <p>{t('price.invalid')}</p>
        <ul className="conf:mt-1 conf:list-disc conf:pl-5">
          {state.issues.fields.map((field) => (
            <li key={field}>
              {t(`fields.${field}`)}: {t('validation.outOfRange')}
            </li>
          ))}
          {state.issues.drawing && <li>{t('validation.drawing')}</li>}
        </ul>
      </div>
    );
  }
  if (state.status !== 'priced') {
    return (
      <p role="status" className="conf:text-sm conf:text-muted-foreground">
        {state.status === 'waiting' ? t('price.waiting') : t('price.noRow')}
      </p>
    );
  }
  const { price } = state;
  const rows = [
    { key: 'area', value: t('price.areaValue', { value: formats.area(price.areaM2) }) },
    { key: 'materialCost', value: formats.money(price.materialCost) },
    {
      key: 'cuttingLength',
      value: t('price.lengthValue', { value: formats.length(price.cutLengthM) }),
    },
    { key: 'cuttingCost', value: formats.money(price.cuttingCost) },
    {
      key: 'holes',
      value: t('price.holesValue', { count: price.holeCount, price: formats.money(holeCost) }),
    },
    { key: 'holeCost', value: formats.money(price.holeCost) },
  ] as const;
  return (
    <table className="conf:w-full conf:border-collapse conf:text-left">
      <caption className="conf:sr-only">{t('price.caption')}</caption>
      <tbody className="conf:divide-y conf:divide-border">
        {rows.map((row) => {
          const covered = COVERED.has(row.key);
          const note = `${noteId}-${row.key}`;
          return (
            <Fragment key={row.key}>
              <tr className={covered ? 'conf:border-b-0' : undefined}>
                <th
                  scope="row"
                  aria-describedby={covered ? note : undefined}
                  className="conf:py-2 conf:pr-4 conf:text-sm conf:font-normal conf:text-muted-foreground"
                >
                  {t(`price.${row.key}`)}
                </th>
                <td className="conf:py-2 conf:text-right conf:text-sm conf:font-medium conf:tabular-nums">
                  {row.value}
                </td>
              </tr>
              {covered && (
                <tr className="conf:border-t-0">
                  <td
                    id={note}
                    colSpan={2}
                    className="conf:pb-2 conf:text-xs conf:text-muted-foreground"
                  >
                    {t(`price.covers.${row.key}`)}
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
        <tr className="conf:border-t-2 conf:border-foreground/70">
          <th scope="row" className="conf:pt-3 conf:pr-4 conf:text-base conf:font-semibold">
            {t('price.totalPrice')}
          </th>
          <td
            aria-live="polite"
            className="conf:pt-3 conf:text-right conf:text-2xl conf:font-bold conf:tabular-nums conf:text-primary"
          >
            {formats.money(price.totalPrice)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
