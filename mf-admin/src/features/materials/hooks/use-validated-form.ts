import { useState } from 'react';
import type { FieldMessage } from '../../errors/field-messages';

/**
 * Text fields of an add form with messages that appear after the first submit and then follow
 * every keystroke; server-side field messages (a 400's issues, a 409) stay until that field changes.
 */
export function useValidatedForm<Field extends string>(
  empty: Record<Field, string>,
  validate: (values: Record<Field, string>) => Partial<Record<Field, FieldMessage>>,
) {
  const [values, setValues] = useState(empty);
  const [submitted, setSubmitted] = useState(false);
  const [serverMessages, setServerMessages] = useState<Partial<Record<Field, FieldMessage>>>({});
  const clientMessages = validate(values);
  const messages: Partial<Record<Field, FieldMessage>> = submitted
    ? { ...serverMessages, ...clientMessages }
    : serverMessages;

  return {
    values,
    messages,
    /** The messages of the values as they are now (to decide a submit). */
    clientMessages,
    setValue: (field: Field) => (text: string) => {
      setValues((current) => ({ ...current, [field]: text }));
      setServerMessages((current) => {
        if (!(field in current)) return current;
        const { [field]: _dropped, ...rest } = current;
        return rest as Partial<Record<Field, FieldMessage>>;
      });
    },
    markSubmitted: () => setSubmitted(true),
    setServerMessages,
    reset: () => {
      setValues(empty);
      setSubmitted(false);
      setServerMessages({});
    },
  };
}

/** Moves focus to the first field with a message, so a keyboard user lands on what to fix. */
export function focusFirstInvalid<Field extends string>(
  idPrefix: string,
  messages: Partial<Record<Field, FieldMessage>>,
) {
  const first = Object.keys(messages)[0];
  if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
}
