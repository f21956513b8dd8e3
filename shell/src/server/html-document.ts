import { renderedThemeAttribute, type Language, type PageMeta, type Theme } from '@shop/ui';
import {
  jsonForHtml,
  pageStateElementId,
  serialisePageState,
  type PageState,
} from '../ssr/page-state';
import { pageScriptsElementId } from '../start/page-scripts';
import type { PageStylesheet } from './server-remotes';

/** The head script that applies a theme stored in the browser before the first paint. */
const themeScript = /<script src="\/theme-init\.js"><\/script>/;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

export interface DocumentParts {
  language: Language;
  theme: Theme;
  /** The page's address on the public origin, for the canonical link and og:url. */
  url: string;
  meta: PageMeta | undefined;
  structuredData: object[];
  stylesheets: PageStylesheet[];
  /** The remote page's scripts, fetched beside the shell's own once the page is painted. */
  preloads: string[];
  body: string;
  state: PageState;
}

function headTags(parts: DocumentParts, fallbackTitle: string): string {
  const meta = parts.meta;
  const title = meta?.title ?? fallbackTitle;
  const tags = [`<title>${escapeHtml(title)}</title>`];
  const named = (name: string, content: string) =>
    tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  const property = (name: string, content: string) =>
    tags.push(`<meta property="${name}" content="${escapeHtml(content)}" />`);
  if (meta) {
    named('description', meta.description);
    if (meta.keywords) named('keywords', meta.keywords);
    property('og:title', meta.title);
    property('og:description', meta.description);
    property('og:type', meta.type ?? 'website');
    property('og:url', parts.url);
    property('og:locale', { de: 'de_DE', en: 'en_GB', pl: 'pl_PL' }[parts.language]);
    if (meta.type === 'article' && meta.publishedTime) {
      property('article:published_time', meta.publishedTime);
    }
    named('twitter:card', 'summary');
    named('twitter:title', meta.title);
    named('twitter:description', meta.description);
    tags.push(`<link rel="canonical" href="${escapeHtml(parts.url)}" />`);
  }
  for (const stylesheet of parts.stylesheets) {
    // data-href: the remote's own style loading finds the rules here and fetches nothing.
    tags.push(
      stylesheet.text === undefined
        ? `<link rel="stylesheet" href="${escapeHtml(stylesheet.href)}" />`
        : `<style data-href="${escapeHtml(stylesheet.file)}">${inlineCss(stylesheet.text)}</style>`,
    );
  }
  if (parts.preloads.length > 0) {
    // Fetched by the shell once the HTML is painted (start/page-scripts.ts), beside its own.
    tags.push(
      `<script type="application/json" id="${pageScriptsElementId}">${jsonForHtml(parts.preloads)}</script>`,
    );
  }
  for (const data of parts.structuredData) {
    // A data block, never executed, so the CSP's script rules do not apply to it.
    tags.push(`<script type="application/ld+json">${jsonForHtml(data)}</script>`);
  }
  return tags.join('\n    ');
}

/** CSS for a <style> element: nothing in it may close the element. */
export function inlineCss(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * The shell's stylesheet (a `<link>` in the built index.html) inlined: the page's first paint then
 * waits for no request besides the HTML. Returns the template unchanged when the file is missing.
 */
export function inlineShellStylesheet(
  template: string,
  readFile: (href: string) => string | undefined,
): string {
  return template.replace(
    /<link href="(\/[^"]+\.css)" rel="stylesheet">/g,
    (link, href: string) => {
      const css = readFile(href);
      return css === undefined ? link : `<style>${inlineCss(css)}</style>`;
    },
  );
}

/**
 * The shell's built index.html with the rendered page put in: language and theme on <html>, the
 * page's head tags in place of the bare title, its HTML in #root and the state the browser takes
 * over in a JSON data block (no inline script: the CSP allows none).
 */
export function renderDocument(template: string, parts: DocumentParts): string {
  const titleMatch = /<title>([^<]*)<\/title>/.exec(template);
  const fallbackTitle = titleMatch?.[1] ?? 'Bleche';
  const themeClass = parts.theme === 'dark' ? ' class="dark"' : '';
  const htmlAttributes = `lang="${parts.language}"${themeClass} ${renderedThemeAttribute}="${parts.theme}"`;
  // The theme comes from the cookie here; the head's blocking theme script (for pages the browser
  // renders alone) would only hold up the first paint. The shell writes the cookie from a choice
  // stored before the cookie existed, so such a visitor sees the light theme on one page at most.
  return template
    .replace(themeScript, '')
    .replace(/<html[^>]*>/, `<html ${htmlAttributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => headTags(parts, fallbackTitle))
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${parts.body}</div><script type="application/json" id="${pageStateElementId}">${serialisePageState(parts.state)}</script>`,
    );
}
