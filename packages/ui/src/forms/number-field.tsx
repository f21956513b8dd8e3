import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { parseNumberInput } from '@shop/contracts';
import { useLocaleFormats } from '../i18n/locale-formats.js';
import { describedBy } from './field-message.js';
import { Field } from './field.js';
import { inputClass, type FieldSize } from './field-styles.js';
import { readNumberEntry, steppedValue, type NumberRules } from './number-entry.js';
import { useNumberEntryText } from './number-entry-texts.js';

export interface NumberFieldProps extends NumberRules {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** What the arrow keys add or take away. */
  step?: number;
  placeholder?: string;
  /** The owner's message (a rule across fields); the field's own message about the text wins. */
  error?: string;
  hint?: string;
  size?: FieldSize;
  className?: string;
}

/**
 * A number typed as a person writes it: '12,5' and '12.5' alike, shown in the page's language.
 * The text is kept while it is not a number (an emptied field, '12,'), so typing never jumps; it
 * says what is wrong (empty, not a number, outside the range) and hands out only numbers. A number
 * outside the range is handed out too, so the owner's contract refuses it as well. The arrow keys
 * step by `step` within the range.
 */
export function NumberField(props: NumberFieldProps) {
  const { label, value, onChange, error, hint, size = 'md' } = props;
  const rules: NumberRules = props;
  const id = useId();
  const formats = useLocaleFormats();
  const texts = useNumberEntryText();
  const [text, setText] = useState(() => formats.numberInput(value));
  useEffect(() => {
    setText((current) => (sameNumber(current, value) ? current : formats.numberInput(value)));
  }, [value, formats]);

  const entry = readNumberEntry(text, rules);
  const message = entry.ok ? error : texts.message(entry.message);
  const take = (next: string) => {
    setText(next);
    const read = readNumberEntry(next, rules);
    if (read.value !== undefined && (read.ok || read.message.key !== 'wholeNumber')) {
      onChange(read.value);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const parsed = parseNumberInput(text);
    const current = parsed.kind === 'number' ? parsed.value : undefined;
    const next = steppedValue(current, event.key === 'ArrowUp' ? 1 : -1, props);
    setText(formats.numberInput(next));
    onChange(next);
  };

  return (
    <Field id={id} label={label} error={message} hint={hint} className={props.className}>
      <input
        id={id}
        type="text"
        inputMode={props.wholeNumbers ? 'numeric' : 'decimal'}
        autoComplete="off"
        placeholder={props.placeholder}
        value={text}
        onChange={(event) => take(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, message, hint)}
        className={inputClass(message !== undefined, size)}
      />
    </Field>
  );
}

function sameNumber(text: string, value: number): boolean {
  const parsed = parseNumberInput(text);
  return parsed.kind === 'number' ? parsed.value === value : false;
}
