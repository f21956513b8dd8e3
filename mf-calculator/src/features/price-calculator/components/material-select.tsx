import { useCalculatorTranslation } from '../../i18n/calculator-translations';
import { useMaterials } from '../api/get-materials';
import { fieldClass, fieldLabelClass, selectClass } from './field-styles';
import { SelectChevron } from './select-chevron';
import { Spinner } from './spinner';

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
  const hasFailed = materials.isError;

  return (
    <div className="calc:col-span-2 calc:sm:col-span-1">
      <label htmlFor="calculator-material" className={fieldLabelClass}>
        {t('form.material')}
      </label>
      <div className="calc:relative">
        <select
          id="calculator-material"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={isLoading || hasFailed}
          aria-busy={isLoading}
          className={`${fieldClass(false)} ${selectClass}`}
        >
          <option value="" disabled={!isLoading}>
            {isLoading ? t('form.materialsLoading') : t('form.materialPlaceholder')}
          </option>
          {materials.data?.map((material) => (
            <option key={material.id} value={String(material.id)}>
              {material.displayName}
            </option>
          ))}
        </select>
        {isLoading ? (
          <Spinner className="calc:pointer-events-none calc:absolute calc:top-3 calc:right-3 calc:size-5 calc:text-muted-foreground" />
        ) : (
          <SelectChevron />
        )}
      </div>
    </div>
  );
}
