import { usePageMeta } from '@shop/ui';
import { Link } from 'react-router';
import { useCalculatorTranslation } from '../features/i18n/calculator-translations';

/**
 * Route `/laserschnitt-rechner`. The DXF quote (PRODUCT.md, point 3) is its own issue; until it
 * lands, the page says so plainly and points to the calculator that already works.
 */
export default function LaserCalculatorPage() {
  const { t } = useCalculatorTranslation();
  usePageMeta({
    title: t('meta.laserTitle'),
    description: t('meta.laserDescription'),
    keywords: t('meta.laserKeywords'),
  });

  return (
    <div className="calc:mx-auto calc:w-full calc:max-w-3xl calc:px-4 calc:py-16 calc:text-center calc:sm:px-6 calc:sm:py-24">
      <p className="calc:text-sm calc:font-semibold calc:tracking-wide calc:text-primary calc:uppercase">
        {t('laser.eyebrow')}
      </p>
      <h1 className="calc:mt-3 calc:text-4xl calc:font-bold calc:tracking-tight calc:text-balance calc:text-foreground calc:sm:text-5xl">
        {t('laser.title')}
      </h1>
      <p className="calc:mt-4 calc:text-lg calc:text-muted-foreground">{t('laser.subtitle')}</p>
      <div
        role="status"
        className="calc:mx-auto calc:mt-10 calc:max-w-xl calc:rounded-xl calc:border calc:border-border calc:bg-card calc:p-6 calc:text-left calc:text-card-foreground calc:shadow-sm"
      >
        <p className="calc:font-semibold">{t('laser.inProgressTitle')}</p>
        <p className="calc:mt-2 calc:text-sm calc:leading-relaxed calc:text-muted-foreground">
          {t('laser.inProgress')}
        </p>
        <Link
          to="/"
          className="calc:mt-5 calc:inline-flex calc:h-10 calc:items-center calc:rounded-md calc:bg-primary calc:px-4 calc:text-sm calc:font-semibold calc:text-primary-foreground calc:transition-opacity calc:hover:opacity-90 calc:focus-visible:ring-2 calc:focus-visible:ring-ring calc:focus-visible:ring-offset-2 calc:focus-visible:outline-none"
        >
          {t('laser.toCalculator')}
        </Link>
      </div>
    </div>
  );
}
