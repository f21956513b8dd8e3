import { saveTheme, ThemeIcon, useTheme } from '@shop/ui';
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
      <ThemeIcon dark={theme === 'dark'} className="admin:size-5" />
    </button>
  );
}
