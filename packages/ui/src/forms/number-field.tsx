import { useEffect, useId, useState } from 'react';
import { describedBy } from './field-message.js';
import { Field } from './field.js';
import { inputClass, type FieldSize } from './field-styles.js';

export interface NumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  step?: number;
  min?: number;
  max?: number;
  placeholder?: string;
  /** Shown under the field and linked to it; marks the field invalid. */
  error?: string;
  size?: FieldSize;
  className?: string;
}

/**
 * A number input that hands out numbers only. The text is kept while it is not a number yet (an
 * emptied field, a lone '-'), so typing never jumps; a new `value` from outside replaces it.
 */
export function NumberField(props: NumberFieldProps) {
  const { label, value, onChange, step = 1, error, size = 'md' } = props;
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (Number(current) === value && current !== '' ? current : String(value)));
  }, [value]);
  return (
    <Field id={id} label={label} error={error} className={props.className}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        min={props.min}
        max={props.max}
        placeholder={props.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(parsed)) onChange(parsed);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
        className={inputClass(error !== undefined, size)}
      />
    </Field>
  );
}
