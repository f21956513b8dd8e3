import { memo, useMemo } from 'react';
import { Card, classNames, useLocaleFormats } from '@shop/ui';
import type { CategoryParameter } from '@shop/contracts';
import { useShopTranslation } from '../../../i18n/shop-translations';

interface ParameterCardProps {
  parameter: CategoryParameter;
  /** The option values in display order (stable for one product list). */
  options: readonly string[];
  available: ReadonlySet<string>;
  /** Possible options that lead only to products out of stock: marked, still choosable. */
  outOfStock: ReadonlySet<string>;
  selected: string | undefined;
  /** What each option is called in the page's language (the subcategories); else the value. */
  optionLabels?: Readonly<Record<string, string>>;
  onToggle(key: string, option: string): void;
}

/**
 * One parameter's options as checkboxes with one choice: ticking the chosen option again
 * clears it; an option no product matches together with the other selections is greyed out, and
 * one whose products are all out of stock says so ('(nicht vorrätig)') before it is chosen.
 * Option texts are formatted once per list and each option re-renders only when its own state
 * changes, so a click in a large category stays within a frame.
 */
export const ParameterCard = memo(function ParameterCard({
  parameter,
  options,
  available,
  outOfStock,
  selected,
  optionLabels,
  onToggle,
}: ParameterCardProps) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const texts = useMemo(
    () =>
      options.map((option) =>
        parameter.unit === 'mm'
          ? t('millimetres', { value: formats.millimetres(option) })
          : (optionLabels?.[option] ?? option),
      ),
    [options, parameter.unit, optionLabels, formats, t],
  );

  return (
    <Card className="shop:p-4">
      <fieldset>
        <legend className="shop:text-sm shop:font-semibold">
          {t(parameter.labelKey)}
          {parameter.unit && ' '}
          {parameter.unit && (
            <span className="shop:font-normal shop:text-muted-foreground">({parameter.unit})</span>
          )}
        </legend>
        <ul className="shop:mt-3 shop:flex shop:flex-wrap shop:gap-2">
          {options.map((option, position) => {
            const isSelected = selected === option;
            const isPossible = isSelected || available.has(option);
            const text = texts[position] ?? option;
            return (
              <OptionCheckbox
                key={option}
                parameterKey={parameter.key}
                option={option}
                text={text}
                selected={isSelected}
                outOfStockNote={
                  isPossible && outOfStock.has(option) ? t('category.optionOutOfStock') : undefined
                }
                unavailableHint={
                  isPossible ? undefined : t('category.optionUnavailable', { option: text })
                }
                onToggle={onToggle}
              />
            );
          })}
        </ul>
      </fieldset>
    </Card>
  );
});

interface OptionCheckboxProps {
  parameterKey: string;
  option: string;
  text: string;
  selected: boolean;
  /** Set when every product this option leads to is out of stock: marked and muted, choosable. */
  outOfStockNote: string | undefined;
  /** Set when no product matches this option with the other selections: greyed and disabled. */
  unavailableHint: string | undefined;
  onToggle(key: string, option: string): void;
}

const OptionCheckbox = memo(function OptionCheckbox({
  parameterKey,
  option,
  text,
  selected,
  outOfStockNote,
  unavailableHint,
  onToggle,
}: OptionCheckboxProps) {
  const disabled = unavailableHint !== undefined;
  return (
    <li>
      <label
        title={unavailableHint}
        className={classNames(
          'shop:inline-flex shop:min-h-9 shop:cursor-pointer shop:select-none shop:items-center shop:gap-2 shop:rounded-md shop:border shop:px-3 shop:py-1.5 shop:text-sm shop:tabular-nums shop:transition-colors',
          'shop:has-[:focus-visible]:outline-2 shop:has-[:focus-visible]:outline-offset-2 shop:has-[:focus-visible]:outline-ring',
          selected
            ? 'shop:border-primary shop:bg-primary/10 shop:font-medium shop:text-foreground'
            : 'shop:border-input shop:bg-card shop:hover:bg-accent',
          outOfStockNote !== undefined && !selected && 'shop:text-muted-foreground',
          disabled &&
            'shop:cursor-not-allowed shop:border-dashed shop:bg-muted/40 shop:text-muted-foreground shop:opacity-45 shop:hover:bg-muted/40',
        )}
      >
        <input
          type="checkbox"
          className="shop:size-4 shop:accent-primary"
          checked={selected}
          disabled={disabled}
          onChange={() => onToggle(parameterKey, option)}
        />
        {text}
        {outOfStockNote && (
          <span className="shop:text-xs shop:font-normal shop:text-muted-foreground">
            {outOfStockNote}
          </span>
        )}
      </label>
    </li>
  );
});
