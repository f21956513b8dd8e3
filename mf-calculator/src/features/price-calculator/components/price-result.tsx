import { useCalculatorTranslation } from '../../i18n/calculator-translations';
import type { PriceState } from '../hooks/use-price-calculator';
import { AlertMessage } from './alert-message';
import { PriceBreakdown } from './price-breakdown';
import { Spinner } from './spinner';

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
      <div className="calc:mt-3 calc:flex-1">
        <PriceResultBody state={state} />
      </div>
    </section>
  );
}

function PriceResultBody({ state }: PriceResultProps) {
  const { t } = useCalculatorTranslation();
  switch (state.status) {
    case 'incomplete':
      return <p className="calc:text-sm calc:text-muted-foreground">{t('result.empty')}</p>;
    case 'pending':
      return (
        <p className="calc:flex calc:items-center calc:gap-2 calc:text-sm calc:text-muted-foreground">
          <Spinner />
          {t('result.pending')}
        </p>
      );
    case 'error':
      return <AlertMessage title={t('errors.title')}>{t('errors.price')}</AlertMessage>;
    case 'success':
      return <PriceBreakdown result={state.result} />;
  }
}
