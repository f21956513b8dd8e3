import { SelectField, useLocaleFormats, useMaterialPrices } from '@shop/ui';
import { useCalculatorTranslation } from '../i18n/calculator-translations';

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
      loading={isLoading}
      size="lg"
      className="calc:col-span-2 calc:sm:col-span-1"
      disabled={materialId === null || isLoading || prices.isError}
      error={prices.isError ? t('errors.materialPrices') : undefined}
      // Why the select is disabled.
      hint={materialId === null ? t('form.thicknessNeedsMaterial') : undefined}
    />
  );
}
