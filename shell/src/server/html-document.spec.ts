import { describe, expect, it } from '@jest/globals';
import { inlineShellStylesheet, renderDocument } from './html-document';

const template =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"/><title>Bleche</title>' +
  '<script src="/theme-init.js"></script><script defer src="/main.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const parts = {
  language: 'en' as const,
  theme: 'dark' as const,
  url: 'https://shop.example/blog/a',
  meta: {
    title: 'Steel & <Sheets>',
    description: 'Cut "to size"',
    type: 'article' as const,
    publishedTime: '2026-01-02T00:00:00.000Z',
  },
  structuredData: [{ '@type': 'Article', headline: '</script><script>alert(1)</script>' }],
  stylesheets: [
    { href: '/remotes/shop/1.abc.css', file: '1.abc.css', text: '.a{color:red}</style>' },
    { href: '/remotes/shop/2.def.css', file: '2.def.css', text: undefined },
  ],
  preloads: ['/remotes/shop/remoteEntry.js', '/remotes/shop/7.abc.js'],
  body: '<main>Hello</main>',
  state: {
    language: 'en' as const,
    commonTexts: { nav: { home: 'Sheet metal' } },
    queries: [{ queryKey: ['x'], data: '</script>', updatedAt: 1 }],
  },
};

describe('renderDocument', () => {
  const html = renderDocument(template, parts);

  it('puts language and theme on <html>', () => {
    expect(html).toContain('<html lang="en" class="dark" data-rendered-theme="dark">');
  });

  it('writes the head tags escaped, with canonical and Open Graph', () => {
    expect(html).toContain('<title>Steel &amp; &lt;Sheets&gt;</title>');
    expect(html).toContain('<meta name="description" content="Cut &quot;to size&quot;" />');
    expect(html).toContain('<meta property="og:title" content="Steel &amp; &lt;Sheets&gt;" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="article:published_time" content="2026-01-02T00:00:00.000Z" />',
    );
    expect(html).toContain('<meta name="twitter:title" content="Steel &amp; &lt;Sheets&gt;" />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/blog/a" />');
  });

  it('inlines a remote page stylesheet where its rules could be read, and links it otherwise', () => {
    expect(html).toContain('<style data-href="1.abc.css">.a{color:red}<\\/style></style>');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/shop/2.def.css" />');
  });

  it('lists the remote page scripts for the shell to fetch once the page is painted', () => {
    expect(html).toContain(
      '<script type="application/json" id="page-scripts">["/remotes/shop/remoteEntry.js","/remotes/shop/7.abc.js"]</script>',
    );
    expect(html).not.toContain('rel="preload"');
  });

  it('leaves out the blocking theme script: the theme came from the cookie', () => {
    expect(html).not.toContain('theme-init.js');
  });

  it('inlines the shell stylesheet into the template', () => {
    const linked = '<head><link href="/main.1.css" rel="stylesheet"></head>';
    expect(inlineShellStylesheet(linked, () => 'body{margin:0}')).toBe(
      '<head><style>body{margin:0}</style></head>',
    );
    expect(inlineShellStylesheet(linked, () => undefined)).toBe(linked);
  });

  it('lets no text end a data block early', () => {
    // main.js, the page's scripts, the structured data and the page state: one end tag each.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html).toContain(
      '<div id="root"><main>Hello</main></div><script type="application/json" id="page-state">',
    );
  });

  it('keeps the template title when the page set none', () => {
    const bare = renderDocument(template, { ...parts, meta: undefined, structuredData: [] });
    expect(bare).toContain('<title>Bleche</title>');
    expect(bare).not.toContain('og:title');
  });
});
