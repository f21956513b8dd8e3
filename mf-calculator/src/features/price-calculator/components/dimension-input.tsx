import { MAX_SHEET_SIDE_MM, MIN_SHEET_SIDE_MM } from '@shop/contracts';
import { useCalculatorTranslation } from '../../i18n/calculator-translations';
import { FieldMessage } from './field-message';
import { fieldClass, fieldLabelClass } from './field-styles';

interface DimensionInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A translated validation message, shown under the input and tied to it. */
  error: string | undefined;
}

/** A side of the sheet in whole millimetres (minimum 1, step 1). */
export function DimensionInput({ id, label, value, onChange, error }: DimensionInputProps) {
  const { t } = useCalculatorTranslation();
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={MIN_SHEET_SIDE_MM}
        max={MAX_SHEET_SIDE_MM}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        placeholder={t('form.dimensionHint', { min: MIN_SHEET_SIDE_MM, max: MAX_SHEET_SIDE_MM })}
        className={fieldClass(error !== undefined)}
      />
      <FieldMessage id={messageId}>{error}</FieldMessage>
    </div>
  );
}
