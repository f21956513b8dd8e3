import type { KeyboardEvent } from 'react';
import { MAX_SHEET_SIDE_MM, MIN_SHEET_SIDE_MM, parseNumberInput } from '@shop/contracts';
import {
  describedBy,
  Field,
  inputClass,
  steppedValue,
  useLocaleFormats,
  useNumberEntryText,
} from '@shop/ui';

interface DimensionInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A translated validation message, shown under the input and tied to it. */
  error: string | undefined;
}

/**
 * A side of the sheet in millimetres, typed with a decimal comma or point ('12,5'); a text input,
 * because a browser's number input misreads the comma in some languages. The arrow keys step by 1
 * within the contract's range.
 */
export function DimensionInput({ id, label, value, onChange, error }: DimensionInputProps) {
  const formats = useLocaleFormats();
  const { rangeHint } = useNumberEntryText();
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const parsed = parseNumberInput(value);
    const next = steppedValue(
      parsed.kind === 'number' ? parsed.value : undefined,
      event.key === 'ArrowUp' ? 1 : -1,
      { step: 1, min: MIN_SHEET_SIDE_MM, max: MAX_SHEET_SIDE_MM },
    );
    onChange(formats.numberInput(next));
  };
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={step}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
        placeholder={rangeHint(MIN_SHEET_SIDE_MM, MAX_SHEET_SIDE_MM)}
        className={inputClass(error !== undefined, 'lg')}
      />
    </Field>
  );
}
