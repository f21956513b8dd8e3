import { useTranslation } from 'react-i18next';
import { saveTheme, ThemeIcon, useTheme, type Theme } from '@shop/ui';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'nav.switchToDark' : 'nav.switchToLight');
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => saveTheme(next)}
      className="inline-flex size-9 items-center justify-center rounded-md border border-input bg-card text-foreground hover:bg-accent"
    >
      <ThemeIcon dark={theme === 'dark'} />
    </button>
  );
}
