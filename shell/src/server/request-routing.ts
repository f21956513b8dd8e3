import { canonicalCategorySlug } from '@shop/contracts';
import { defaultLanguage, isLanguage, readCookie, type Language } from '@shop/ui';

/** The visitor's stored choice (`lang` cookie), else the browser's languages, else German. */
export function pickLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const chosen = readCookie(cookie, 'lang');
  if (isLanguage(chosen)) return chosen;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
      const q = quality ? Number(quality.trim().slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        q: Number.isFinite(q) ? q : 0,
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? defaultLanguage;
}

/** Paths that only lead elsewhere; the server answers them with the redirect itself. */
export function redirectFor(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (pathname === '/cart') return '/warenkorb';
  if (pathname === '/checkout') return '/kasse';
  if (segments.length === 2 && (segments[0] === 'shop' || segments[0] === 'product')) {
    const slug = decodeSegment(segments[1] ?? '');
    const canonical = canonicalCategorySlug(slug);
    if (segments[0] === 'shop') return `/product/${encodeURIComponent(canonical ?? slug)}`;
    if (canonical && canonical !== slug) return `/product/${encodeURIComponent(canonical)}`;
  }
  return undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
