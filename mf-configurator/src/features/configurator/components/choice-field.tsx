import { useId } from 'react';
import { fieldClass, fieldLabelClass } from './field-styles';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  placeholder?: string;
  disabled?: boolean;
  message?: string;
}

/** A labelled native select; a message under it says why it is disabled or what failed. */
export function ChoiceField(props: ChoiceFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        aria-describedby={props.message ? messageId : undefined}
        className={fieldClass}
      >
        {props.placeholder !== undefined && (
          <option value="" disabled>
            {props.placeholder}
          </option>
        )}
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {props.message && (
        <p id={messageId} className="conf:mt-1.5 conf:text-xs conf:text-muted-foreground">
          {props.message}
        </p>
      )}
    </div>
  );
}
