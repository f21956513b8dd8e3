import { saveTheme, useTheme } from '@shop/ui';
import { useAdminTranslation } from '../../../i18n/admin-translations';

/** Light or dark, the same stored choice as the public header's toggle. */
export function ThemeButton() {
  const { t } = useAdminTranslation();
  const theme = useTheme();
  const label = t(theme === 'dark' ? 'chrome.switchToLight' : 'chrome.switchToDark');
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => saveTheme(theme === 'dark' ? 'light' : 'dark')}
      className="admin:inline-flex admin:size-9 admin:items-center admin:justify-center admin:rounded-md admin:border admin:border-input admin:bg-card admin:text-foreground admin:outline-none admin:hover:bg-accent admin:focus-visible:ring-2 admin:focus-visible:ring-ring"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="admin:size-5"
      >
        {theme === 'dark' ? (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </svg>
    </button>
  );
}
