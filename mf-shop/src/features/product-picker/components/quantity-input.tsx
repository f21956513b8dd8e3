import { useId } from 'react';
import { MAX_LINE_QUANTITY } from '@shop/contracts';
import { steppedValue } from '@shop/ui';
import { parseQuantity } from '../hooks/parse-quantity';
import { useShopTranslation } from '../../../i18n/shop-translations';

interface QuantityInputProps {
  value: string;
  onChange(text: string): void;
  /** Invalid or empty input becomes 1 once the field is left. */
  onCommit(): void;
}

/**
 * How many pieces to add: typed as text (a browser's number input misreads some languages'
 * input), with a digit keyboard on phones and arrow keys that step from 1 to the cart's limit.
 */
export function QuantityInput({ value, onChange, onCommit }: QuantityInputProps) {
  const { t } = useShopTranslation();
  const id = useId();
  return (
    <div className="shop:flex shop:items-center shop:justify-between shop:gap-3">
      <label htmlFor={id} className="shop:text-sm shop:text-muted-foreground">
        {t('category.quantity')}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          const next = steppedValue(parseQuantity(value), event.key === 'ArrowUp' ? 1 : -1, {
            min: 1,
            max: MAX_LINE_QUANTITY,
          });
          onChange(String(next));
        }}
        onBlur={onCommit}
        className="shop:h-10 shop:w-24 shop:rounded-md shop:border shop:border-input shop:bg-card shop:px-3 shop:text-right shop:tabular-nums shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-ring"
      />
    </div>
  );
}
