import type { HTMLInputAutoCompleteAttribute } from 'react';
import { TextField as SharedTextField } from '@shop/ui';
import type { CheckoutFieldProps } from '../hooks/use-checkout-form';
import { LabelText } from './label-text';

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
 * A labelled checkout input with its hint and its error tied to it for screen readers. Always a
 * text input (postal codes keep their leading zero, '01067').
 */
export function TextField({ label, optional, type = 'text', ...field }: TextFieldProps) {
  return (
    <SharedTextField
      {...field}
      label={<LabelText text={label} optional={optional} />}
      type={type}
      size="touch"
      required={!optional}
      spellCheck={type === 'text' ? undefined : false}
    />
  );
}
