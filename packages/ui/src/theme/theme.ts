export type Theme = 'light' | 'dark';
export const themeStorageKey = 'theme';

/** The theme chosen on an earlier visit; light when none was chosen. */
export function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem(themeStorageKey) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Sets the `dark` class on <html> that the `dark:` variant of every build keys on. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** Applies a theme and stores it for the next visit. */
export function saveTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage may be blocked; the theme still applies to this visit.
  }
}
