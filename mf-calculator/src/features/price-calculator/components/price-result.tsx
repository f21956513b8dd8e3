import { AlertMessage, QuantityTierHint, Spinner } from '@shop/ui';
import { AddToCartButton } from '../../add-to-cart/components/add-to-cart-button';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';
import type { PriceState } from '../hooks/use-price-calculator';
import { PriceBreakdown } from './price-breakdown';

interface PriceResultProps {
  state: PriceState;
}

/** The result side of the card; a polite live region, so each new price is announced. */
export function PriceResult({ state }: PriceResultProps) {
  const { t } = useCalculatorTranslation();
  return (
    <section
      aria-labelledby="price-result-title"
      aria-live="polite"
      aria-busy={state.status === 'pending'}
      className="calc:flex calc:h-full calc:flex-col calc:rounded-xl calc:border calc:border-border calc:bg-muted/40 calc:p-5 calc:sm:p-6"
    >
      <h3
        id="price-result-title"
        className="calc:text-lg calc:font-semibold calc:text-card-foreground"
      >
        {t('result.title')}
      </h3>
      <div className="calc:mt-3 calc:flex calc:flex-1 calc:flex-col">
        <PriceResultBody state={state} />
      </div>
    </section>
  );
}

function PriceResultBody({ state }: PriceResultProps) {
  const { t } = useCalculatorTranslation();
  switch (state.status) {
    case 'incomplete':
      return (
        <div className="calc:flex calc:flex-1 calc:flex-col calc:items-center calc:justify-center calc:gap-3 calc:py-6 calc:text-center">
          <SheetIcon />
          <p className="calc:max-w-xs calc:text-sm calc:text-muted-foreground">
            {t('result.empty')}
          </p>
        </div>
      );
    case 'pending':
      return (
        <p className="calc:flex calc:items-center calc:gap-2 calc:text-sm calc:text-muted-foreground">
          <Spinner className="calc:size-5" />
          {t('result.pending')}
        </p>
      );
    case 'error':
      return <AlertMessage title={t('errors.title')}>{t('errors.price')}</AlertMessage>;
    case 'success':
      return (
        <>
          <PriceBreakdown result={state.result} />
          <QuantityTierHint unitPrice={state.result.totalPrice} />
          <AddToCartButton result={state.result} />
        </>
      );
  }
}

/** A sheet with its dimension lines: the empty state's picture of what is being priced. */
function SheetIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="calc:size-12 calc:text-primary/60"
    >
      <rect x="12" y="8" width="28" height="28" rx="2" />
      <path d="M12 42h28M12 40v4M40 40v4M6 8v28M4 8h4M4 36h4" />
    </svg>
  );
}
