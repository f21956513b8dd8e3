import { usePageMeta } from '@shop/ui';
import { HomeHero } from '../features/home/components/home-hero';
import { HowItWorks } from '../features/home/components/how-it-works';
import { MaterialInfoCards } from '../features/home/components/material-info-cards';
import { useCalculatorTranslation } from '../i18n/calculator-translations';
import { PriceCalculatorCard } from '../features/price-calculator/components/price-calculator-card';

/** Route `/`: the sheet price calculator with its hero, material cards and how-it-works. */
export default function HomePage() {
  const { t } = useCalculatorTranslation();
  usePageMeta({
    title: t('meta.homeTitle'),
    description: t('meta.homeDescription'),
    keywords: t('meta.homeKeywords'),
  });

  return (
    <div className="calc:mx-auto calc:w-full calc:max-w-6xl calc:px-4 calc:sm:px-6 calc:lg:px-8">
      <HomeHero />
      <PriceCalculatorCard />
      <MaterialInfoCards />
      <HowItWorks />
    </div>
  );
}
