import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses, Card } from '@shop/ui';

/** Route /konfigurator. The drawing editor comes with the configurator issue. */
export default function ConfiguratorPage() {
  const { t } = useTranslation('configurator');
  return (
    <div className="conf:mx-auto conf:max-w-4xl conf:px-4 conf:py-12 conf:sm:py-16">
      <h1 className="conf:text-3xl conf:font-bold conf:tracking-tight conf:sm:text-4xl">
        {t('title')}
      </h1>
      <p className="conf:mt-4 conf:text-lg conf:text-muted-foreground">{t('intro')}</p>
      <Card className="conf:mt-8 conf:flex conf:flex-col conf:gap-4 conf:p-6 conf:sm:flex-row conf:sm:items-center conf:sm:justify-between">
        <p className="conf:text-sm">{t('comingSoon')}</p>
        <Link to="/" className={buttonClasses('primary', 'conf:shrink-0')}>
          {t('toCalculator')}
        </Link>
      </Card>
    </div>
  );
}
