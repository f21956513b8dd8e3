import { useCalculatorTranslation } from '../../../i18n/calculator-translations';

/**
 * The three promoted materials, each with facts a buyer compares. The swatch is a
 * decorative hint of the metal's colour, the same in both themes.
 */
const materials = [
  { key: 'aluminum', swatch: 'linear-gradient(90deg, #d7dde4, #9aa7b4)' },
  { key: 'steel', swatch: 'linear-gradient(90deg, #5b6169, #30343a)' },
  { key: 'stainless', swatch: 'linear-gradient(90deg, #eef1f4, #b8c0c8)' },
] as const;

export function MaterialInfoCards() {
  const { t } = useCalculatorTranslation();
  return (
    <section aria-labelledby="materials-title" className="calc:py-16">
      <h2
        id="materials-title"
        className="calc:text-3xl calc:font-bold calc:tracking-tight calc:text-foreground"
      >
        {t('materials.title')}
      </h2>
      <p className="calc:mt-2 calc:text-muted-foreground">{t('materials.subtitle')}</p>
      <ul className="calc:mt-8 calc:grid calc:gap-6 calc:md:grid-cols-3">
        {materials.map(({ key, swatch }) => (
          <li
            key={key}
            className="calc:flex calc:flex-col calc:overflow-hidden calc:rounded-xl calc:border calc:border-border calc:bg-card calc:text-card-foreground calc:shadow-sm"
          >
            <div aria-hidden="true" className="calc:h-2" style={{ background: swatch }} />
            <article className="calc:flex calc:flex-1 calc:flex-col calc:p-6">
              <h3 className="calc:text-xl calc:font-semibold">{t(`materials.${key}.name`)}</h3>
              <p className="calc:mt-1 calc:text-sm calc:font-medium calc:text-muted-foreground">
                {t(`materials.${key}.designation`)}
              </p>
              <p className="calc:mt-4 calc:text-sm calc:leading-relaxed">
                {t(`materials.${key}.summary`)}
              </p>
              <dl className="calc:mt-5 calc:space-y-3 calc:border-t calc:border-border calc:pt-4 calc:text-sm">
                <div className="calc:flex calc:justify-between calc:gap-4">
                  <dt className="calc:text-muted-foreground">{t('materials.densityLabel')}</dt>
                  <dd className="calc:text-right calc:font-medium">
                    {t(`materials.${key}.density`)}
                  </dd>
                </div>
                <div className="calc:flex calc:justify-between calc:gap-4">
                  <dt className="calc:text-muted-foreground">{t('materials.strengthLabel')}</dt>
                  <dd className="calc:text-right calc:font-medium">
                    {t(`materials.${key}.strength`)}
                  </dd>
                </div>
                <div>
                  <dt className="calc:text-muted-foreground">{t('materials.usesLabel')}</dt>
                  <dd className="calc:mt-1 calc:font-medium">{t(`materials.${key}.uses`)}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
