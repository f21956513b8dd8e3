import type { ReactNode, SelectHTMLAttributes } from 'react';
import { SelectChevron } from '../components/icons.js';
import { Spinner } from '../components/spinner.js';
import { describedBy } from './field-message.js';
import { Field } from './field.js';
import { inputClass, type FieldSize } from './field-styles.js';

export interface SelectOption {
  value: string;
  label: string;
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'children' | 'size'
>;

export interface SelectFieldProps extends NativeSelectProps {
  id: string;
  /** The label's text; a `RequiredLabel` adds a visual asterisk (the select itself says 'required'). */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first, empty choice: a prompt ('Kategorie wählen'), or what is loading. */
  placeholder?: string;
  /** Whether the prompt can be chosen again (by default it can). */
  placeholderSelectable?: boolean;
  /** The options are loading: a spinner replaces the arrow and the select is busy. */
  loading?: boolean;
  error?: string;
  hint?: string;
  size?: FieldSize;
  /** Classes of the wrapper, for grid placement. */
  className?: string;
}

/**
 * A labelled native select (it keeps the platform's accessibility; only the arrow is drawn, so it
 * fits both themes) with its hint and validation message tied to it.
 */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  placeholderSelectable = true,
  loading = false,
  error,
  hint,
  size = 'md',
  className,
  ...rest
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-busy={loading || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={inputClass(error !== undefined, size, 'appearance-none pr-10')}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled={!placeholderSelectable}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {loading ? (
          <Spinner className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground" />
        ) : (
          <SelectChevron />
        )}
      </div>
    </Field>
  );
}
