import { Button } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';

/** The quote request is on its way: where the answer will go, and a fresh start. */
export function RequestSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useCalculatorTranslation();
  return (
    <div
      role="status"
      className="calc:rounded-xl calc:border calc:border-primary/40 calc:bg-primary/5 calc:p-6 calc:text-left"
    >
      <p className="calc:text-lg calc:font-semibold">{t('laser.request.successTitle')}</p>
      <p className="calc:mt-2 calc:text-sm calc:text-muted-foreground">
        {t('laser.request.successText', { email })}
      </p>
      <Button className="calc:mt-4" onClick={onAnother}>
        {t('laser.request.another')}
      </Button>
    </div>
  );
}
