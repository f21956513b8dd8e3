import { useCalculatorTranslation } from '../../i18n/calculator-translations';
import { useLocaleFormats } from '../../i18n/locale-formats';
import { useMaterialPrices } from '../api/get-material-prices';
import { FieldMessage } from './field-message';
import { fieldClass, fieldLabelClass, selectClass } from './field-styles';
import { SelectChevron } from './select-chevron';
import { Spinner } from './spinner';

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
  const isDisabled = materialId === null || isLoading || prices.isError;

  const placeholder = isLoading ? t('form.thicknessLoading') : t('form.thicknessPlaceholder');
  // Why the select is disabled, or why it failed; read with the field by screen readers.
  const message = prices.isError
    ? t('errors.materialPrices')
    : materialId === null
      ? t('form.thicknessNeedsMaterial')
      : undefined;

  return (
    <div className="calc:col-span-2 calc:sm:col-span-1">
      <label htmlFor="calculator-thickness" className={fieldLabelClass}>
        {t('form.thickness')}
      </label>
      <div className="calc:relative">
        <select
          id="calculator-thickness"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={isDisabled}
          aria-busy={isLoading}
          aria-invalid={prices.isError || undefined}
          aria-describedby={message ? 'calculator-thickness-message' : undefined}
          className={`${fieldClass(prices.isError)} ${selectClass}`}
        >
          <option value="" disabled={materialId !== null && !isLoading}>
            {placeholder}
          </option>
          {prices.data?.map((row) => (
            <option key={row.id} value={String(row.thickness)}>
              {t('form.thicknessOption', { thickness: formats.thickness(row.thickness) })}
            </option>
          ))}
        </select>
        {isLoading ? (
          <Spinner className="calc:pointer-events-none calc:absolute calc:top-3 calc:right-3 calc:size-5 calc:text-muted-foreground" />
        ) : (
          <SelectChevron />
        )}
      </div>
      <FieldMessage id="calculator-thickness-message" tone={prices.isError ? 'error' : 'hint'}>
        {message}
      </FieldMessage>
    </div>
  );
}
