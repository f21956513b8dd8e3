import { useCalculatorTranslation } from '../../../i18n/calculator-translations';

/** How far the reader has got with the file, as text and as a progress bar. */
export function ReadingProgress({ progress }: { progress: number }) {
  const { t } = useCalculatorTranslation();
  const percent = Math.round(progress * 100);
  return (
    <div className="calc:space-y-2">
      <p className="calc:text-sm calc:text-muted-foreground">{t('laser.reading', { percent })}</p>
      <div
        role="progressbar"
        aria-label={t('laser.readingLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="calc:h-2 calc:overflow-hidden calc:rounded-full calc:bg-muted"
      >
        <div
          className="calc:h-full calc:bg-primary calc:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
