/**
 * Origins other than our own that remotes.json names (`https://cdn.example.com/calculator/remoteEntry.js`
 * gives `https://cdn.example.com`). Relative URLs are same-origin and add nothing; anything that
 * is not an http(s) URL is ignored.
 */
export function remoteOrigins(manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) return [];
  const origins = new Set<string>();
  for (const value of Object.values(manifest)) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL after all: nothing to allow.
    }
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy directives for the shell and remotes: no inline script, scripts,
 * data and styles only from us and the remotes' origins, no plugins, no <base>, no framing.
 * Styles allow 'unsafe-inline' because components set style attributes and toasts/popovers
 * inject <style> at run time; inline styles cannot run code, inline scripts stay forbidden.
 */
export function contentSecurityPolicyDirectives(
  origins: readonly string[],
  production: boolean,
): Record<string, string[] | null> {
  const self = ["'self'", ...origins];
  return {
    'default-src': ["'self'"],
    'script-src': self,
    'connect-src': self,
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': [...self, 'data:'],
    'font-src': [...self, 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // Plain-http local mode would break if the browser upgraded every request to https.
    'upgrade-insecure-requests': production ? [] : null,
  };
}

/**
 * The one inline style Swagger UI writes: the <style> inside its logo's SVG (the colours of the
 * logo). Allowed by its hash alone; should a new Swagger UI write another, the browser refuses it
 * and the API reference's browser test, which watches for CSP violations, fails.
 */
const SWAGGER_UI_LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The Content-Security-Policy of the API reference (`/api/docs` and its files), narrower than the
 * shop's: nothing is allowed unless named. Scripts, styles and fetches (the description and "Try
 * it out" calls) only from us, plus the logo's style by its hash; images also as `data:` URLs,
 * which Swagger UI's stylesheet uses for its icons. No inline script, no plugins, no <base>, no
 * forms posting anywhere, no framing.
 */
export function apiDocsContentSecurityPolicyDirectives(
  production: boolean,
): Record<string, string[] | null> {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", SWAGGER_UI_LOGO_STYLE],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'none'"],
    'upgrade-insecure-requests': production ? [] : null,
  };
}
