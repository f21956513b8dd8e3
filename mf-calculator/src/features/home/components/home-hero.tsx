import { useLocaleFormats } from '@shop/ui';
import { useCalculatorTranslation } from '../../../i18n/calculator-translations';

/** The cheapest price row of the seed data: the 'from' price the marketing text promises. */
const LOWEST_PRICE_PER_M2_EUR = 1.4;

/** Headline and the two promises: prices from 1.40 EUR/m², a quote in 30 seconds. */
export function HomeHero() {
  const { t } = useCalculatorTranslation();
  const formats = useLocaleFormats();
  const promises = [
    t('hero.priceFrom', { price: formats.money(LOWEST_PRICE_PER_M2_EUR) }),
    t('hero.quoteTime'),
  ];

  return (
    <section
      aria-labelledby="home-hero-title"
      className="calc:pt-10 calc:pb-8 calc:text-center calc:sm:pt-16 calc:sm:pb-12"
    >
      <p className="calc:inline-flex calc:rounded-full calc:border calc:border-border calc:bg-secondary calc:px-3 calc:py-1 calc:text-xs calc:font-semibold calc:tracking-wide calc:text-secondary-foreground calc:uppercase">
        {t('hero.eyebrow')}
      </p>
      <h1
        id="home-hero-title"
        className="calc:mx-auto calc:mt-5 calc:max-w-3xl calc:text-4xl calc:font-bold calc:tracking-tight calc:text-balance calc:text-foreground calc:sm:text-5xl"
      >
        {t('hero.title')}
      </h1>
      <p className="calc:mx-auto calc:mt-4 calc:max-w-2xl calc:text-lg calc:text-pretty calc:text-muted-foreground">
        {t('hero.subtitle')}
      </p>
      <ul className="calc:mt-6 calc:flex calc:flex-wrap calc:justify-center calc:gap-3">
        {promises.map((promise) => (
          <li
            key={promise}
            className="calc:inline-flex calc:items-center calc:gap-2 calc:rounded-full calc:bg-primary/10 calc:px-4 calc:py-2 calc:text-sm calc:font-semibold calc:text-primary"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="calc:size-4">
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
            {promise}
          </li>
        ))}
      </ul>
    </section>
  );
}
