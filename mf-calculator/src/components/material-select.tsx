import { SelectField, useMaterials } from '@shop/ui';
import { useCalculatorTranslation } from '../i18n/calculator-translations';

interface MaterialSelectProps {
  value: string;
  onChange: (materialId: string) => void;
}

/**
 * The material dropdown, filled from GET /api/materials; disabled while loading or failed (the
 * failure itself is told by MaterialsAlert, above the whole form).
 */
export function MaterialSelect({ value, onChange }: MaterialSelectProps) {
  const { t } = useCalculatorTranslation();
  const materials = useMaterials();
  const isLoading = materials.isPending;
  const options = (materials.data ?? []).map((material) => ({
    value: String(material.id),
    label: material.displayName,
  }));

  return (
    <SelectField
      id="calculator-material"
      label={t('form.material')}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={isLoading ? t('form.materialsLoading') : t('form.materialPlaceholder')}
      placeholderSelectable={isLoading}
      loading={isLoading}
      size="lg"
      className="calc:col-span-2 calc:sm:col-span-1"
      disabled={isLoading || materials.isError}
    />
  );
}
