import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { CheckoutFieldProps } from '../hooks/use-checkout-form';
import { describedBy, FieldMessage } from './field-message';
import { FieldLabel } from './field-label';
import { inputClass } from './field-styles';

interface TextFieldProps extends CheckoutFieldProps {
  label: string;
  optional?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Most characters the contract takes; typing stops there instead of failing later. */
  maxLength?: number;
  className?: string;
}

/**
 * A labelled input with its hint and its error tied to it for screen readers. Always a text
 * input (postal codes keep their leading zero, '01067').
 */
export function TextField({
  id,
  value,
  onChange,
  onBlur,
  error,
  label,
  optional,
  hint,
  type = 'text',
  autoComplete,
  maxLength,
  className,
}: TextFieldProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} text={label} optional={optional} />
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={!optional}
        spellCheck={type === 'text' ? undefined : false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass(error !== undefined)}
      />
      <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
      <FieldMessage id={`${id}-hint`} tone="hint">
        {hint}
      </FieldMessage>
    </div>
  );
}
