import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from './field-message.js';
import { Field } from './field.js';
import { inputClass, type FieldSize } from './field-styles.js';

/**
 * What a number input holds when the browser cannot read the typed text as a number (its value is
 * then ''): kept apart from a really empty field, so the message says 'not a valid number'.
 */
export const UNREADABLE_NUMBER = 'not-a-number';

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
  /** A decimal number input with this step (thickness 0.1, prices 0.01). */
  decimal?: { step: number; min?: number };
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
        type={decimal ? 'number' : type}
        inputMode={decimal ? 'decimal' : undefined}
        step={decimal?.step}
        min={decimal?.min}
        value={value === UNREADABLE_NUMBER ? '' : value}
        onChange={(event) =>
          onChange(event.target.validity.badInput ? UNREADABLE_NUMBER : event.target.value)
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint, hintId)}
        className={inputClass(error !== undefined, size)}
        {...rest}
      />
    </Field>
  );
}
