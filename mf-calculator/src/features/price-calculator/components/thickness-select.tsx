import { useMaterialPrices } from '@shop/ui';
import { useCalculatorTranslation } from '../../i18n/calculator-translations';
import { useLocaleFormats } from '../../i18n/locale-formats';
import { SelectField } from './select-field';

interface ThicknessSelectProps {
  materialId: number | null;
  value: string;
  onChange: (thickness: string) => void;
}

/** The thicknesses the chosen material has price rows for; disabled until a material is chosen. */
export function ThicknessSelect({ materialId, value, onChange }: ThicknessSelectProps) {
  const { t } = useCalculatorTranslation();
  const formats = useLocaleFormats();
  const prices = useMaterialPrices(materialId);
  const isLoading = materialId !== null && prices.isPending;
  const options = (prices.data ?? []).map((row) => ({
    value: String(row.thickness),
    label: t('form.thicknessOption', { thickness: formats.thickness(row.thickness) }),
  }));

  return (
    <SelectField
      id="calculator-thickness"
      label={t('form.thickness')}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={isLoading ? t('form.thicknessLoading') : t('form.thicknessPlaceholder')}
      placeholderSelectable={materialId === null || isLoading}
      isLoading={isLoading}
      disabled={materialId === null || isLoading || prices.isError}
      invalid={prices.isError}
      // Why the select is disabled, or why it failed.
      message={
        prices.isError
          ? t('errors.materialPrices')
          : materialId === null
            ? t('form.thicknessNeedsMaterial')
            : undefined
      }
    />
  );
}
