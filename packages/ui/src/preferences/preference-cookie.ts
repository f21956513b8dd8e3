/**
 * The visitor's language and theme are kept in cookies as well as in local storage, so the server
 * renders the first HTML in the right language and theme (a dark-theme visitor never sees a light
 * flash). Not secret and readable by scripts: they only hold 'de'/'en'/'pl' and 'light'/'dark'.
 */
export const preferenceCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function writePreferenceCookie(name: 'lang' | 'theme', value: string): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${preferenceCookieMaxAgeSeconds}; SameSite=Lax${secure}`;
  } catch {
    // Cookies may be blocked; the choice still applies to this visit and local storage.
  }
}

/** The value of a cookie in a `Cookie` header or `document.cookie`. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
