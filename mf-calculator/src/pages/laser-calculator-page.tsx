import { usePageMeta } from '@shop/ui';
import { useCalculatorTranslation } from '../i18n/calculator-translations';
import { LaserCalculator } from '../features/laser/components/laser-calculator';
import { parseDxfInWorker, type ParseDxf } from '../features/laser/parse/parse-dxf';

interface LaserCalculatorPageProps {
  /** Tests read the file on the main thread; the page reads it in a Web Worker. */
  parseDxf?: ParseDxf;
}

/** Route `/laserschnitt-rechner`: an instant quote from an uploaded DXF. */
export default function LaserCalculatorPage({
  parseDxf = parseDxfInWorker,
}: LaserCalculatorPageProps) {
  const { t } = useCalculatorTranslation();
  usePageMeta({
    title: t('meta.laserTitle'),
    description: t('meta.laserDescription'),
    keywords: t('meta.laserKeywords'),
  });

  return (
    <div className="calc:mx-auto calc:w-full calc:max-w-6xl calc:px-4 calc:py-12 calc:sm:px-6 calc:sm:py-16">
      <header className="calc:mx-auto calc:max-w-3xl calc:text-center">
        <p className="calc:text-sm calc:font-semibold calc:tracking-wide calc:text-primary calc:uppercase">
          {t('laser.eyebrow')}
        </p>
        <h1 className="calc:mt-3 calc:text-4xl calc:font-bold calc:tracking-tight calc:text-balance calc:text-foreground calc:sm:text-5xl">
          {t('laser.title')}
        </h1>
        <p className="calc:mt-4 calc:text-lg calc:text-muted-foreground">{t('laser.subtitle')}</p>
      </header>
      <div className="calc:mt-10">
        <LaserCalculator parseDxf={parseDxf} />
      </div>
      <section className="calc:mx-auto calc:mt-12 calc:max-w-3xl calc:rounded-xl calc:bg-muted/40 calc:p-6">
        <h2 className="calc:text-lg calc:font-semibold">{t('laser.whyTitle')}</h2>
        <p className="calc:mt-2 calc:text-sm calc:leading-relaxed calc:text-muted-foreground">
          {t('laser.whyText')}
        </p>
      </section>
    </div>
  );
}
