import { useSyncExternalStore } from 'react';
import { writePreferenceCookie } from '../preferences/preference-cookie.js';
import { currentServerRender } from '../ssr/server-render.js';

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

const themeChangeEvent = 'shop:theme-change';

/** Applies a theme and stores it for the next visit. */
export function saveTheme(theme: Theme): void {
  applyTheme(theme);
  window.dispatchEvent(new Event(themeChangeEvent));
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Storage may be blocked; the theme still applies to this visit.
  }
  writePreferenceCookie('theme', theme);
}

function subscribeToTheme(onChange: () => void): () => void {
  window.addEventListener(themeChangeEvent, onChange);
  return () => window.removeEventListener(themeChangeEvent, onChange);
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * The theme on the page now. Every toggle reads this one value (the class on <html>), so the
 * header's desktop and mobile toggles never disagree.
 */
export function useTheme(): Theme {
  // Hydration reads the class the server put on <html>; the server reads the visitor's cookie.
  return useSyncExternalStore(subscribeToTheme, currentTheme, serverTheme);
}

function serverTheme(): Theme {
  return typeof document === 'undefined' ? (currentServerRender()?.theme ?? 'light') : currentTheme();
}
