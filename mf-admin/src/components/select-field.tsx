import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldMessage } from './field-message';
import { inputClass, labelClass } from './styles';

export interface SelectOption {
  value: string;
  label: string;
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'children'
>;

export interface SelectFieldProps extends NativeSelectProps {
  id: string;
  /** The label's text; `required` adds a visual asterisk (the input itself says 'required'). */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first, empty choice ('Kategorie wählen'). */
  placeholder?: string;
  error?: string;
  hint?: string;
  className?: string;
}

/** A labelled native select with its hint and validation message tied to it. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  className,
  ...rest
}: SelectFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass(error !== undefined)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={errorId}>{error}</FieldMessage>
      <FieldMessage id={hintId} tone="hint">
        {hint}
      </FieldMessage>
    </div>
  );
}
