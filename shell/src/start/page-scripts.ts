/**
 * The scripts a page needs to start, listed in the HTML as JSON data blocks (the CSP allows no
 * inline script): the shell's own chunks (written into index.html by the build) and the server-
 * rendered page's remote scripts (written by the rendering server). They are fetched once the
 * HTML is painted, side by side, instead of one after another as each script names the next.
 */
// The same id as web-build's preload-chunks-plugin.js writes.
export const shellScriptsElementId = 'shell-scripts';
export const pageScriptsElementId = 'page-scripts';

function listedIn(elementId: string): string[] {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Starts fetching every listed script; each runs later, when the code that needs it asks. */
export function preloadPageScripts(): void {
  for (const href of [...listedIn(pageScriptsElementId), ...listedIn(shellScriptsElementId)]) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    document.head.append(link);
  }
}
