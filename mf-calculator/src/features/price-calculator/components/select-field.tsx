import { FieldMessage } from './field-message';
import { fieldClass, fieldLabelClass, selectClass } from './field-styles';
import { SelectChevron } from './select-chevron';
import { Spinner } from './spinner';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Text of the empty first option: a prompt, or what is loading. */
  placeholder: string;
  /** Whether the prompt can be chosen again (it can while nothing else is there to choose). */
  placeholderSelectable: boolean;
  isLoading: boolean;
  disabled: boolean;
  invalid?: boolean;
  /** Shown under the field and read with it: why it is disabled, or what failed. */
  message?: string;
}

/** A labelled native select of the calculator, with a spinner while its options load. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, value, onChange, options, placeholder, isLoading, invalid, message } = props;
  const messageId = `${id}-message`;
  return (
    <div className="calc:col-span-2 calc:sm:col-span-1">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <div className="calc:relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={props.disabled}
          aria-busy={isLoading}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          className={`${fieldClass(invalid ?? false)} ${selectClass}`}
        >
          <option value="" disabled={!props.placeholderSelectable}>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {isLoading ? (
          <Spinner className="calc:pointer-events-none calc:absolute calc:top-3 calc:right-3 calc:size-5 calc:text-muted-foreground" />
        ) : (
          <SelectChevron />
        )}
      </div>
      <FieldMessage id={messageId} tone={invalid ? 'error' : 'hint'}>
        {message}
      </FieldMessage>
    </div>
  );
}
