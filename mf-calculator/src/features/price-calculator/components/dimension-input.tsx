import { MAX_SHEET_SIDE_MM, MIN_SHEET_SIDE_MM } from '@shop/contracts';
import { describedBy, Field, inputClass } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';

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
  return (
    <Field id={id} label={label} error={error}>
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
        aria-describedby={describedBy(id, error, undefined)}
        placeholder={t('form.dimensionHint', { min: MIN_SHEET_SIDE_MM, max: MAX_SHEET_SIDE_MM })}
        className={inputClass(error !== undefined, 'lg')}
      />
    </Field>
  );
}
