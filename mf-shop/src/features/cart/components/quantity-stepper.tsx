import { useId } from 'react';
import { useShopTranslation } from '../../../i18n/shop-translations';

interface QuantityStepperProps {
  quantity: number;
  /** While any change to the cart is on its way, so clicks never race each other. */
  disabled: boolean;
  onChange(quantity: number): void;
}

/** A cart line's quantity: down to 1 (decrease disabled there), up without a shown bound. */
export function QuantityStepper({ quantity, disabled, onChange }: QuantityStepperProps) {
  const { t } = useShopTranslation();
  const labelId = useId();
  const buttonClass =
    'shop:inline-flex shop:size-9 shop:items-center shop:justify-center shop:text-foreground shop:transition-colors shop:hover:bg-accent shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-ring shop:disabled:pointer-events-none shop:disabled:opacity-40';
  return (
    <div className="shop:flex shop:items-center shop:gap-3">
      <span id={labelId} className="shop:text-sm shop:text-muted-foreground">
        {t('cart.quantity')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="shop:inline-flex shop:items-center shop:overflow-hidden shop:rounded-md shop:border shop:border-input shop:bg-card"
      >
        <button
          type="button"
          className={buttonClass}
          aria-label={t('cart.decrease')}
          disabled={disabled || quantity <= 1}
          onClick={() => onChange(quantity - 1)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="shop:size-4"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M5 12h14" />
          </svg>
        </button>
        <span
          aria-live="polite"
          className="shop:min-w-10 shop:border-x shop:border-input shop:px-2 shop:text-center shop:text-sm shop:font-semibold shop:tabular-nums shop:leading-9"
        >
          {quantity}
        </span>
        <button
          type="button"
          className={buttonClass}
          aria-label={t('cart.increase')}
          disabled={disabled}
          onClick={() => onChange(quantity + 1)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="shop:size-4"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
        </button>
      </div>
    </div>
  );
}
