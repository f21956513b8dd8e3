import type { ReactNode } from 'react';
import { classNames } from '../components/class-names.js';
import { FieldMessage } from './field-message.js';
import { fieldLabelClass } from './field-styles.js';

export interface FieldProps {
  /** The control's id; its messages get `${id}-error` and `${id}-hint` (see `describedBy`). */
  id: string;
  label: ReactNode;
  /** A translated validation message, shown under the control. */
  error?: string;
  /** A quiet hint under the control. */
  hint?: string;
  /** Hide the label visually from the `sm` breakpoint on, where a column header names the field. */
  labelHiddenFromSm?: boolean;
  /** Classes of the wrapper, for grid placement. */
  className?: string;
  /** The control, with `aria-describedby={describedBy(id, error, hint)}`. */
  children: ReactNode;
}

/** A label, its control and the control's error and hint lines. */
export function Field({
  id,
  label,
  error,
  hint,
  labelHiddenFromSm,
  className,
  children,
}: FieldProps) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={classNames(fieldLabelClass, labelHiddenFromSm && 'sm:sr-only')}
      >
        {label}
      </label>
      {children}
      <FieldMessage id={`${id}-error`}>{error}</FieldMessage>
      <FieldMessage id={`${id}-hint`} tone="hint">
        {hint}
      </FieldMessage>
    </div>
  );
}

/**
 * A field label with the asterisk of a required field. The asterisk is hidden from screen
 * readers, which hear 'required' from the input itself.
 */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="ml-0.5 text-destructive">
        *
      </span>
    </>
  );
}
