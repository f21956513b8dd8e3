/** Files the browser must revalidate every time: they name the current builds. */
const entryFileNames = new Set(['remoteEntry.js', 'mf-manifest.json', 'remotes.json']);

/** A content hash webpack put before the extension: `main.3f9a2c41d0b7e6a1.js`, `logo.5e1f0a9b.svg`. */
const contentHashPattern = /[.-][0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Response headers for a file under WEB_ROOT, by its path relative to WEB_ROOT with forward
 * slashes. Entry points (HTML, remoteEntry.js, the manifests) are revalidated on every load so a
 * redeployed remote is picked up at once; content-hashed files never change and are cached for a
 * year; anything else is revalidated. Remotes may be loaded by a shell on another origin, so their
 * files allow any origin.
 */
export function staticFileHeaders(relativePath: string): Record<string, string> {
  const fileName = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  const isEntry = entryFileNames.has(fileName) || /\.html?$/i.test(fileName);
  const headers: Record<string, string> = {
    'cache-control': !isEntry && contentHashPattern.test(fileName) ? IMMUTABLE : NO_CACHE,
  };
  if (relativePath.startsWith('remotes/')) {
    headers['access-control-allow-origin'] = '*';
    headers['cross-origin-resource-policy'] = 'cross-origin';
  }
  return headers;
}

/** True for a path the single-page app routes itself (`/shop/bleche`), not a file (`/logo.svg`). */
export function isSpaRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
