import type { CalculatePriceResponse } from '@shop/contracts';
import { useLocaleFormats, useMaterialName } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';

interface PriceBreakdownProps {
  result: CalculatePriceResponse;
}

interface BreakdownRow {
  key: 'material' | 'area' | 'materialCost' | 'cuttingLength' | 'cuttingCost';
  value: string;
}

/**
 * The server's price for one piece, row by row, as a table with row headers: a screen reader
 * reads "Gesamtpreis, 18,05 €", and a test finds the row by its header.
 */
export function PriceBreakdown({ result }: PriceBreakdownProps) {
  const { t } = useCalculatorTranslation();
  const formats = useLocaleFormats();
  const materialName = useMaterialName();

  const rows: BreakdownRow[] = [
    { key: 'material', value: materialName(result.material.id, result.material.displayName) },
    { key: 'area', value: t('result.areaValue', { value: formats.area(result.area) }) },
    { key: 'materialCost', value: formats.money(result.materialCost) },
    {
      key: 'cuttingLength',
      value: t('result.lengthValue', { value: formats.length(result.cuttingLength) }),
    },
    { key: 'cuttingCost', value: formats.money(result.cuttingCost) },
  ];

  return (
    <div>
      <p className="calc:text-sm calc:text-muted-foreground">
        {t('result.summary', {
          width: formats.millimetres(result.width),
          height: formats.millimetres(result.height),
          thickness: formats.millimetres(result.thickness),
        })}
      </p>
      <table className="calc:mt-4 calc:w-full calc:border-collapse calc:text-left">
        <caption className="calc:sr-only">{t('result.caption')}</caption>
        <tbody className="calc:divide-y calc:divide-border">
          {rows.map((row) => (
            <tr key={row.key}>
              <th
                scope="row"
                className="calc:py-2.5 calc:pr-4 calc:text-sm calc:font-normal calc:text-muted-foreground"
              >
                {t(`result.${row.key}`)}
              </th>
              <td className="calc:py-2.5 calc:text-right calc:font-medium calc:tabular-nums calc:text-card-foreground">
                {row.value}
              </td>
            </tr>
          ))}
          <tr className="calc:border-t-2 calc:border-foreground/70">
            <th
              scope="row"
              className="calc:pt-4 calc:pr-4 calc:text-base calc:font-semibold calc:text-card-foreground"
            >
              {t('result.totalPrice')}
            </th>
            <td className="calc:pt-4 calc:text-right calc:text-3xl calc:font-bold calc:tracking-tight calc:tabular-nums calc:text-primary">
              {formats.money(result.totalPrice)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="calc:mt-3 calc:text-xs calc:text-muted-foreground">
        {t('result.rates', {
          pricePerM2: formats.money(result.pricePerM2),
          cuttingLineCost: formats.money(result.cuttingLineCost),
        })}
      </p>
    </div>
  );
}
