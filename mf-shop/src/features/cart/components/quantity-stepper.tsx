import { useEffect, useId, useState } from 'react';
import { MAX_LINE_QUANTITY } from '@shop/contracts';
import {
  readNumberEntry,
  useLocaleFormats,
  useNumberEntryText,
  type NumberEntryMessage,
  type NumberRules,
} from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

/** A line's quantity as the cart takes it: a whole number from 1 to the cart's limit. */
const quantityRules: NumberRules = { min: 1, max: MAX_LINE_QUANTITY, wholeNumbers: true };

interface QuantityStepperProps {
  quantity: number;
  /** While any change to the cart is on its way, so clicks never race each other. */
  disabled: boolean;
  onChange(quantity: number): void;
}

/**
 * A cart line's quantity: stepped with − and + (from 1 to the cart's limit) or typed between them.
 * A typed quantity counts on Enter or when the field is left; one the cart would refuse shows
 * its message and changes nothing, Escape brings the line's quantity back.
 */
export function QuantityStepper({ quantity, disabled, onChange }: QuantityStepperProps) {
  const { t } = useShopTranslation();
  const formats = useLocaleFormats();
  const numberEntry = useNumberEntryText();
  const labelId = useId();
  const messageId = useId();
  const [text, setText] = useState(() => formats.numberInput(quantity));
  const [message, setMessage] = useState<NumberEntryMessage>();
  useEffect(() => {
    setText(formats.numberInput(quantity));
    setMessage(undefined);
  }, [quantity, formats]);

  const commit = () => {
    if (disabled) return;
    const entry = readNumberEntry(text, quantityRules);
    if (!entry.ok) {
      setMessage(entry.message);
      return;
    }
    setMessage(undefined);
    setText(formats.numberInput(entry.value));
    if (entry.value !== quantity) onChange(entry.value);
  };
  const revert = () => {
    setText(formats.numberInput(quantity));
    setMessage(undefined);
  };
  const buttonClass =
    'shop:inline-flex shop:size-9 shop:items-center shop:justify-center shop:text-foreground shop:transition-colors shop:hover:bg-accent shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-ring shop:disabled:pointer-events-none shop:disabled:opacity-40';
  return (
    <div className="shop:flex shop:flex-wrap shop:items-center shop:gap-x-3 shop:gap-y-1">
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
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-labelledby={labelId}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          readOnly={disabled}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') revert();
          }}
          className="shop:h-9 shop:w-16 shop:border-x shop:border-input shop:bg-transparent shop:px-2 shop:text-center shop:text-sm shop:font-semibold shop:tabular-nums shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-ring shop:aria-invalid:bg-destructive/10"
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={t('cart.increase')}
          disabled={disabled || quantity >= MAX_LINE_QUANTITY}
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
      {message && (
        <p id={messageId} role="alert" className="shop:w-full shop:text-sm shop:text-destructive">
          {numberEntry.message(message)}
        </p>
      )}
    </div>
  );
}
