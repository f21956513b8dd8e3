import { seller } from '@shop/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Sister sites of the same provider (the footer links out to them). */
const sisterSites = [
  { labelKey: 'footer.serviceCalculator', href: 'https://www.metallteile-krause.de/blechrechner' },
  { labelKey: 'footer.serviceMilling', href: 'https://www.metallteile-krause.de/cnc-fraesen' },
  { labelKey: 'footer.serviceTurning', href: 'https://www.metallteile-krause.de/cnc-drehen' },
  { labelKey: 'footer.serviceBending', href: 'https://www.metallteile-krause.de/abkanten' },
];

const linkClasses = 'text-sm text-muted-foreground hover:text-foreground hover:underline';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-border bg-card text-card-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{t('meta.siteName')}</p>
          <p className="mt-2 text-sm text-muted-foreground">{t('footer.about')}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold">{t('footer.servicesTitle')}</h2>
          <ul className="mt-3 space-y-2">
            {sisterSites.map((site) => (
              <li key={site.href}>
                <a
                  href={site.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClasses}
                >
                  {t(site.labelKey)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold">{t('footer.linksTitle')}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/blog" className={linkClasses}>
                {t('footer.blog')}
              </Link>
            </li>
            <li>
              <Link to="/shop" className={linkClasses}>
                {t('nav.shop')}
              </Link>
            </li>
            <li>
              <Link to="/konfigurator" className={linkClasses}>
                {t('nav.configurator')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold">{t('footer.contactTitle')}</h2>
          <address className="mt-3 space-y-1 text-sm text-muted-foreground not-italic">
            <p className="font-medium text-foreground">{seller.name}</p>
            <p>{seller.street}</p>
            <p>
              {seller.postalCode} {seller.city}, {t('footer.country')}
            </p>
            <p>
              {t('footer.phoneLabel')}:{' '}
              <a href={`tel:${seller.phoneLink}`} className={linkClasses}>
                {seller.phone}
              </a>
            </p>
            <p>
              {t('footer.emailLabel')}:{' '}
              <a href={`mailto:${seller.email}`} className={linkClasses}>
                {seller.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
