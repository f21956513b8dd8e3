import type { ReactNode } from 'react';

interface ChoiceOptionProps {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange(): void;
  title: string;
  description: ReactNode;
  /** A short note at the end of the title row, e.g. the price. */
  aside?: ReactNode;
}

/**
 * One radio option drawn as a card: its title (the option's name), a line saying what it means,
 * and an aside such as its price (both read as its description). The whole card is clickable.
 */
export function ChoiceOption(props: ChoiceOptionProps) {
  const { id, name, value, checked, disabled, onChange, title, description, aside } = props;
  return (
    <label
      htmlFor={id}
      className={`shop:flex shop:gap-3 shop:rounded-lg shop:border shop:p-4 shop:transition-colors ${
        disabled
          ? 'shop:cursor-not-allowed shop:border-dashed shop:border-border shop:opacity-70'
          : checked
            ? 'shop:cursor-pointer shop:border-primary shop:bg-primary/5 shop:ring-1 shop:ring-primary'
            : 'shop:cursor-pointer shop:border-input shop:hover:bg-accent/50'
      }`}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-labelledby={`${id}-title`}
        aria-describedby={aside ? `${id}-aside ${id}-description` : `${id}-description`}
        className="shop:mt-0.5 shop:size-4 shop:shrink-0 shop:accent-primary"
      />
      <span className="shop:min-w-0 shop:flex-1">
        <span className="shop:flex shop:flex-wrap shop:items-baseline shop:justify-between shop:gap-x-3">
          <span id={`${id}-title`} className="shop:font-medium">
            {title}
          </span>
          {aside && (
            <span id={`${id}-aside`} className="shop:text-sm shop:tabular-nums">
              {aside}
            </span>
          )}
        </span>
        <span
          id={`${id}-description`}
          className="shop:mt-0.5 shop:block shop:text-sm shop:text-muted-foreground"
        >
          {description}
        </span>
      </span>
    </label>
  );
}
