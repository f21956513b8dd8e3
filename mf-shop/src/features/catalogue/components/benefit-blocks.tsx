import type { ReactElement } from 'react';
import { LineIcon } from '@shop/ui';
import { useShopTranslation } from '../../../i18n/shop-translations';

const benefits: ReadonlyArray<{ key: 'selection' | 'delivery' | 'quality'; icon: ReactElement }> = [
  {
    key: 'selection',
    icon: <path d="M4 6h16M4 12h16M4 18h10" />,
  },
  {
    key: 'delivery',
    icon: (
      <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
    ),
  },
  {
    key: 'quality',
    icon: <path d="M12 3l7 3v6c0 4-3 7.5-7 9-4-1.5-7-5-7-9V6zM9 12l2 2 4-4" />,
  },
];

/** The shop overview's three benefits: Große Auswahl, Schnelle Lieferung, Hohe Qualität. */
export function BenefitBlocks() {
  const { t } = useShopTranslation();
  return (
    <section aria-labelledby="shop-benefits-title" className="shop:mt-16">
      <h2 id="shop-benefits-title" className="shop:sr-only">
        {t('overview.benefitsTitle')}
      </h2>
      <ul className="shop:grid shop:gap-6 shop:md:grid-cols-3">
        {benefits.map(({ key, icon }) => (
          <li
            key={key}
            className="shop:rounded-card shop:border shop:border-border shop:bg-card shop:p-6 shop:text-center"
          >
            <span className="shop:mx-auto shop:flex shop:size-12 shop:items-center shop:justify-center shop:rounded-full shop:bg-primary/10 shop:text-primary">
              <LineIcon className="shop:size-6">{icon}</LineIcon>
            </span>
            <h3 className="shop:mt-4 shop:font-semibold">{t(`overview.benefits.${key}.title`)}</h3>
            <p className="shop:mt-2 shop:text-sm shop:text-muted-foreground">
              {t(`overview.benefits.${key}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
