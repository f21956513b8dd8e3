import { Link } from 'react-router';
import { useAdminTranslation } from '../../../i18n/admin-translations';

/**
 * The shop's mark and 'Administration'; links back to the shop. Its name is what it shows, then
 * where it leads ('Bleche Administration – Zum Shop'), so a voice command naming the visible text
 * finds it.
 */
export function Brand() {
  const { t } = useAdminTranslation();
  return (
    <Link
      to="/"
      className="admin:flex admin:items-center admin:gap-2.5 admin:rounded-md admin:outline-none admin:focus-visible:ring-2 admin:focus-visible:ring-ring"
    >
      <svg viewBox="0 0 32 32" className="admin:size-8 admin:shrink-0" aria-hidden="true">
        <rect x="2" y="6" width="24" height="20" rx="2" className="admin:fill-primary" />
        <path
          d="M8 2h20a2 2 0 0 1 2 2v18"
          className="admin:stroke-primary"
          strokeWidth="2.5"
          fill="none"
        />
      </svg>
      <span className="admin:flex admin:flex-col admin:leading-tight">
        <span className="admin:text-lg admin:font-bold admin:tracking-tight admin:text-foreground">
          {t('chrome.brand')}
        </span>{' '}
        <span className="admin:text-xs admin:text-muted-foreground">{t('chrome.title')}</span>
      </span>
      <span className="admin:sr-only">{` – ${t('chrome.toShop')}`}</span>
    </Link>
  );
}
