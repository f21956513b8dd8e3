import { memo } from 'react';
import { Card, classNames } from '@shop/ui';
import { useShopTranslation } from '../../i18n/shop-translations';
import { useLocaleFormats } from '../../i18n/locale-formats';
import type { ParameterChoice } from '../hooks/use-product-picker';

interface ParameterCardProps {
  choice: ParameterChoice;
  onToggle(key: string, option: string): void;
}

/**
 * One parameter's options as checkboxes with one choice (SPEC 4): ticking the chosen option again
 * clears it; an option no product matches together with the other selections is greyed out.
 */
export const ParameterCard = memo(function ParameterCard({ choice, onToggle }: ParameterCardProps) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const { parameter, options, available, selected } = choice;
  const label = t(parameter.labelKey);
  const optionText = (option: string) =>
    parameter.unit === 'mm' ? t('millimetres', { value: formats.dimension(option) }) : option;

  return (
    <Card className="shop:p-4">
      <fieldset>
        <legend className="shop:text-sm shop:font-semibold">
          {label}
          {parameter.unit && ' '}
          {parameter.unit && (
            <span className="shop:font-normal shop:text-muted-foreground">
              ({parameter.unit})
            </span>
          )}
        </legend>
        <ul className="shop:mt-3 shop:flex shop:flex-wrap shop:gap-2">
          {options.map((option) => {
            const isSelected = selected === option;
            const isPossible = isSelected || available.has(option);
            return (
              <li key={option}>
                <label
                  title={
                    isPossible
                      ? undefined
                      : t('category.optionUnavailable', { option: optionText(option) })
                  }
                  className={classNames(
                    'shop:inline-flex shop:min-h-9 shop:cursor-pointer shop:select-none shop:items-center shop:gap-2 shop:rounded-md shop:border shop:px-3 shop:py-1.5 shop:text-sm shop:tabular-nums shop:transition-colors',
                    'shop:has-[:focus-visible]:outline-2 shop:has-[:focus-visible]:outline-offset-2 shop:has-[:focus-visible]:outline-ring',
                    isSelected
                      ? 'shop:border-primary shop:bg-primary/10 shop:font-medium shop:text-foreground'
                      : 'shop:border-input shop:bg-card shop:hover:bg-accent',
                    !isPossible &&
                      'shop:cursor-not-allowed shop:border-dashed shop:bg-muted/40 shop:text-muted-foreground shop:opacity-50 shop:line-through shop:hover:bg-muted/40',
                  )}
                >
                  <input
                    type="checkbox"
                    className="shop:size-4 shop:accent-primary"
                    checked={isSelected}
                    disabled={!isPossible}
                    onChange={() => onToggle(parameter.key, option)}
                  />
                  {optionText(option)}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </Card>
  );
});
