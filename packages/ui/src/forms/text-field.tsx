import type { InputHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { parseNumberInput } from '@shop/contracts';
import { useLocaleFormats } from '../i18n/locale-formats.js';
import { describedBy } from './field-message.js';
import { Field } from './field.js';
import { inputClass, type FieldSize } from './field-styles.js';
import { steppedValue } from './number-entry.js';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'type' | 'step' | 'min' | 'size'
>;

export interface TextFieldProps extends NativeInputProps {
  id: string;
  /** The label's content (a string, or a string with a required-field asterisk). */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** A translated validation message, shown under the input and read with it. */
  error?: string;
  /** A quiet hint under the input (or the id of a hint shown elsewhere, via `hintId`). */
  hint?: string;
  hintId?: string;
  /**
   * A decimal number typed as text ('12,5' or '12.5'; the form's contract reads it), with a
   * decimal keyboard on phones and arrow keys that step by `step` (thickness 0.1, prices 0.01).
   */
  decimal?: { step: number; min?: number; max?: number };
  type?: 'text' | 'password' | 'email' | 'tel';
  size?: FieldSize;
  /** Classes of the wrapper, for grid placement. */
  className?: string;
  /** Hide the label visually from the `sm` breakpoint on, where a column header names the field. */
  labelHiddenFromSm?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and validation message tied to it for screen readers. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  hintId,
  decimal,
  type = 'text',
  size = 'md',
  className,
  labelHiddenFromSm = false,
  ref,
  ...rest
}: TextFieldProps) {
  const formats = useLocaleFormats();
  const stepWithArrows = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!decimal || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const parsed = parseNumberInput(value);
    const current = parsed.kind === 'number' ? parsed.value : undefined;
    onChange(formats.numberInput(steppedValue(current, event.key === 'ArrowUp' ? 1 : -1, decimal)));
  };
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      labelHiddenFromSm={labelHiddenFromSm}
      className={className}
    >
      <input
        ref={ref}
        id={id}
        type={decimal ? 'text' : type}
        inputMode={decimal ? 'decimal' : undefined}
        autoComplete={decimal ? 'off' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={decimal ? stepWithArrows : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint, hintId)}
        className={inputClass(error !== undefined, size)}
        {...rest}
      />
    </Field>
  );
}
