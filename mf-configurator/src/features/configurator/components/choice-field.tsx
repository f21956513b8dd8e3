import { useId } from 'react';
import { SelectField } from '@shop/ui';

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
  return (
    <SelectField
      id={id}
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      options={props.choices}
      placeholder={props.placeholder}
      placeholderSelectable={false}
      disabled={props.disabled}
      hint={props.message}
    />
  );
}
