import { useTranslation } from 'react-i18next';
import { Card } from '@shop/ui';

/** Routes /shop and /bleche-shop. The category grid comes with the catalogue issue. */
export default function ShopPage() {
  const { t } = useTranslation('shop');
  return (
    <div>
      <section className="shop:border-b shop:border-border shop:bg-gradient-to-b shop:from-accent shop:to-background">
        <div className="shop:mx-auto shop:max-w-6xl shop:px-4 shop:py-14 shop:text-center shop:sm:py-20">
          <h1 className="shop:text-3xl shop:font-bold shop:tracking-tight shop:sm:text-5xl">
            {t('heroTitle')}
          </h1>
          <p className="shop:mx-auto shop:mt-4 shop:max-w-2xl shop:text-lg shop:text-muted-foreground">
            {t('heroText')}
          </p>
        </div>
      </section>
      <div className="shop:mx-auto shop:max-w-6xl shop:px-4 shop:py-10">
        <Card className="shop:p-6 shop:text-center shop:text-muted-foreground">
          {t('comingSoon')}
        </Card>
      </div>
    </div>
  );
}
