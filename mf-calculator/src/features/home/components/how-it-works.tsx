import { MAX_SHEET_SIDE_MM } from '@shop/contracts';
import { useLocaleFormats } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';

const steps = ['chooseMaterial', 'enterDimensions', 'getPrice', 'order'] as const;

/** Four steps from choosing a material to ordering. */
export function HowItWorks() {
  const { t } = useCalculatorTranslation();
  const formats = useLocaleFormats();
  return (
    <section aria-labelledby="how-it-works-title" className="calc:pb-20">
      <h2
        id="how-it-works-title"
        className="calc:text-3xl calc:font-bold calc:tracking-tight calc:text-foreground"
      >
        {t('steps.title')}
      </h2>
      <p className="calc:mt-2 calc:text-muted-foreground">{t('steps.subtitle')}</p>
      <ol className="calc:mt-8 calc:grid calc:gap-6 calc:sm:grid-cols-2 calc:lg:grid-cols-4">
        {steps.map((step, index) => (
          <li
            key={step}
            className="calc:rounded-xl calc:border calc:border-border calc:bg-card calc:p-6 calc:text-card-foreground"
          >
            <span
              aria-hidden="true"
              className="calc:flex calc:size-10 calc:items-center calc:justify-center calc:rounded-full calc:bg-primary calc:text-lg calc:font-bold calc:text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="calc:mt-4 calc:text-lg calc:font-semibold">
              {t(`steps.${step}.title`)}
            </h3>
            <p className="calc:mt-2 calc:text-sm calc:leading-relaxed calc:text-muted-foreground">
              {t(`steps.${step}.text`, { max: formats.millimetres(MAX_SHEET_SIDE_MM) })}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
