import { useSyncExternalStore } from 'react';
import { writePreferenceCookie } from '../preferences/preference-cookie.js';
import { currentServerRender } from '../ssr/server-render.js';

export type Theme = 'light' | 'dark';
export const themeStorageKey = 'theme';

/** The theme the visitor chose on an earlier visit, if any. */
export function readThemeChoice(): Theme | undefined {
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    return stored === 'dark' || stored === 'light' ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The theme chosen on an earlier visit; light when none was chosen. */
export function readStoredTheme(): Theme {
  return readThemeChoice() ?? 'light';
}

/** The attribute on <html> naming the theme a server-rendered page was rendered in. */
export const renderedThemeAttribute = 'data-rendered-theme';

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
  return useSyncExternalStore(subscribeToTheme, currentTheme, serverTheme);
}

function serverTheme(): Theme {
  if (typeof document === 'undefined') return currentServerRender()?.theme ?? 'light';
  // Hydration must match the server's HTML even when the page's class has changed since.
  const rendered = document.documentElement.getAttribute(renderedThemeAttribute);
  return rendered === 'dark' || rendered === 'light' ? rendered : currentTheme();
}
