import sanitizeHtml from 'sanitize-html';

const tableTags = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

/**
 * What an article body may contain: structure and emphasis, links, tables and code. Everything
 * else is dropped (scripts and styles with their content, other tags keeping their text), as is
 * every attribute not named here, so no `on*` handler, `style` or `class` survives.
 */
const postHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'code',
    'pre',
    'blockquote',
    ...tableTags,
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Links to web pages, mail addresses and our own pages only: no javascript:, data: or
  // protocol-relative (`//host`) addresses.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page's own title is the only h1; older markup's b/i mean strong/em.
  transformTags: {
    h1: 'h2',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/**
 * Reduces an article body to the blog's allow-list of tags and attributes. The content service
 * runs every body through it before storing it and again before sending it, so neither a bad
 * seed nor a row changed in the database can put a script on the page.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, postHtmlOptions).trim();
}
