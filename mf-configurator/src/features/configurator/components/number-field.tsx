import { useEffect, useId, useState } from 'react';
import { fieldClass, fieldLabelClass } from './field-styles';

interface NumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  step?: number;
  /** Shown under the field and linked to it; marks the field invalid. */
  error?: string;
}

/**
 * Configurator inputs become numbers with no min/max check. The text is kept while it is
 * not a number yet (an emptied field, a lone '-'), so typing never jumps; only numbers go out.
 */
export function NumberField({ label, value, onChange, step = 1, error }: NumberFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (Number(current) === value && current !== '' ? current : String(value)));
  }, [value]);
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(parsed)) onChange(parsed);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={fieldClass}
      />
      {error && (
        <p id={errorId} className="conf:mt-1 conf:text-sm conf:text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
