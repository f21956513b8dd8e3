import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** The page's visible text as a crawler without JavaScript reads it: tags out, entities decoded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

async function page(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

function metaContent(
  html: string,
  attribute: 'name' | 'property',
  key: string,
): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

test.describe('the first HTML, read without JavaScript', () => {
  test('/ holds the hero heading and the calculator with its labels', async ({ request }) => {
    const { status, html, headers } = await page(request, '/');

    expect(status).toBe(200);
    expect(headers['content-type']).toContain('text/html');
    expect(html).toMatch(/<html lang="de"/);
    const text = visibleText(html);
    expect(text).toContain('Bleche nach Maß zugeschnitten');
    for (const label of ['Material', 'Dicke (mm)', 'Breite (mm)', 'Höhe (mm)', 'Stahl S235']) {
      expect(text).toContain(label);
    }
    expect(html).toContain('<title>Bleche nach Maß – Preis sofort online berechnen</title>');
    expect(metaContent(html, 'property', 'og:title')).toBe(
      'Bleche nach Maß – Preis sofort online berechnen',
    );
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/" \/>/);
    expect(structuredData(html).map((data) => data['@type'])).toContain('Organization');
    // The page is styled from the HTML alone, with the calculator's rules once (the laser page's
    // chunk carries the same rules under another name), and its scripts are only listed: the
    // shell fetches them once the HTML is painted.
    expect(html.match(/<style data-href="[^"]+\.css">/g)).toHaveLength(1);
    expect(html).not.toContain('rel="preload"');
    const pageScripts = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(pageScripts?.[1] ?? '[]')).toContain('/remotes/calculator/remoteEntry.js');

    // A HEAD (a monitor, a link checker) gets the same page's status and length, without a body.
    const identity = { 'accept-encoding': 'identity' };
    const head = await request.head('/blog', { headers: identity });
    expect(head.status()).toBe(200);
    const blog = await page(request, '/blog', identity);
    expect(Number(head.headers()['content-length'])).toBe(Buffer.byteLength(blog.html));
    expect((await head.body()).length).toBe(0);
  });

  test('/product/rundstaebe holds product names and prices', async ({ request }) => {
    const products = (await (
      await request.get('/api/products?category=rundstaebe')
    ).json()) as Array<{ name: string; price: string }>;
    const { status, html } = await page(request, '/product/rundstaebe');

    expect(status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain('Rundstäbe');
    const euros = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' });
    for (const product of products.slice(0, 3)) {
      expect(text).toContain(product.name);
      expect(text).toContain(euros.format(Number(product.price)).replace(/\s+/g, ' '));
    }
    const offer = structuredData(html).find((data) => data['@type'] === 'Product');
    expect(offer).toMatchObject({
      name: 'Rundstäbe',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'EUR', offerCount: products.length },
    });
  });

  test('a blog article holds its text and og:title', async ({ request }) => {
    const [post] = (await (await request.get('/api/blog?lang=de')).json()) as Array<{
      slug: string;
      title: string;
    }>;
    const full = (await (await request.get(`/api/blog/${post?.slug}?lang=de`)).json()) as {
      content: string;
    };
    const firstSentence = visibleText(`<div id="root">${full.content}`).trim().slice(0, 60);
    const { status, html } = await page(request, `/blog/${post?.slug}`);

    expect(status).toBe(200);
    expect(visibleText(html)).toContain(post?.title);
    expect(visibleText(html)).toContain(firstSentence);
    expect(metaContent(html, 'property', 'og:title')).toContain(post?.title);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(structuredData(html)).toContainEqual(
      expect.objectContaining({ '@type': 'Article', headline: post?.title }),
    );
  });

  test('the lang cookie gives the English page, with <html lang="en">', async ({ request }) => {
    const { html } = await page(request, '/', { Cookie: 'lang=en' });

    expect(html).toMatch(/<html lang="en"/);
    expect(visibleText(html)).toContain('Sheet metal cut to size');
    expect(visibleText(html)).toContain('Thickness (mm)');
    expect(metaContent(html, 'property', 'og:locale')).toBe('en_GB');
  });

  test('without a stored choice the browser languages decide, else German', async ({ request }) => {
    const polish = await page(request, '/', { 'Accept-Language': 'pl-PL,pl;q=0.9,en;q=0.5' });
    expect(polish.html).toMatch(/<html lang="pl"/);
    expect(visibleText(polish.html)).toContain('Blachy cięte na wymiar');

    const french = await page(request, '/', { 'Accept-Language': 'fr-FR' });
    expect(french.html).toMatch(/<html lang="de"/);
  });

  test('an unknown path, category or article answers 404 with the not-found page', async ({
    request,
  }) => {
    const unknownPath = await page(request, '/gibt-es-nicht');
    expect(unknownPath.status).toBe(404);
    expect(visibleText(unknownPath.html)).toContain('Seite nicht gefunden');
    expect(unknownPath.html).toContain('<title>Seite nicht gefunden | Bleche</title>');

    const unknownCategory = await page(request, '/product/gibt-es-nicht');
    expect(unknownCategory.status).toBe(404);
    expect(visibleText(unknownCategory.html)).toContain('Kategorie nicht gefunden');

    const unknownArticle = await page(request, '/blog/gibt-es-nicht');
    expect(unknownArticle.status).toBe(404);
    expect(visibleText(unknownArticle.html)).toContain('Artikel nicht gefunden');
  });

  test('old and alias addresses are redirected by the server', async ({ request }) => {
    const old = await page(request, '/shop/rundstaebe');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/product/rundstaebe');

    const alias = await page(request, '/product/i-trager');
    expect(alias.status).toBe(301);
    expect(alias.headers.location).toBe('/product/i-traeger');
  });
});

const publicRoutes = [
  '/',
  '/konfigurator',
  '/laserschnitt-rechner',
  '/shop',
  '/bleche-shop',
  '/product/i-traeger',
  '/warenkorb',
  '/blog',
  '/blog/mindestlochgroesse-nach-blechdicke',
  '/gibt-es-nicht',
];

for (const language of ['de', 'en', 'pl'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every public page hydrates without an error (${language}, ${theme})`, async ({
      page: browserPage,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await context.addCookies([
        { name: 'lang', value: language, url: baseURL ?? '' },
        { name: 'theme', value: theme, url: baseURL ?? '' },
      ]);
      const problems: string[] = [];
      browserPage.on('pageerror', (error) =>
        problems.push(`${browserPage.url()}: ${error.message}`),
      );
      browserPage.on('console', (message) => {
        // The browser reports the 404 page's own status as a failed resource; that is its answer.
        if (message.type() === 'error' && !message.text().includes('404 (Not Found)')) {
          problems.push(`${browserPage.url()}: ${message.text()}`);
        }
      });
      for (const route of publicRoutes) {
        await browserPage.goto(route);
        await expect(browserPage.locator('html')).toHaveAttribute('lang', language);
        if (theme === 'dark') await expect(browserPage.locator('html')).toHaveClass(/\bdark\b/);
        else await expect(browserPage.locator('html')).not.toHaveClass(/\bdark\b/);
        await expect(browserPage.locator('main')).not.toBeEmpty();
      }
      expect(problems).toEqual([]);
    });
  }
}

test('a language chosen in this browser before the lang cookie existed renders the page anew in it, without an error', async ({
  page: browserPage,
  context,
  baseURL,
}) => {
  // The server renders German (the cookie); the browser remembers English.
  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL ?? '' }]);
  await browserPage.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const problems: string[] = [];
  browserPage.on('pageerror', (error) => problems.push(error.message));
  browserPage.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  for (const [route, heading] of [
    ['/', 'Sheet metal cut to size'],
    ['/product/i-traeger', 'I-beams'],
  ] as const) {
    await context.addCookies([{ name: 'lang', value: 'de', url: baseURL ?? '' }]);
    await browserPage.goto(route);
    await expect(browserPage.locator('html')).toHaveAttribute('lang', 'en');
    await expect(browserPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
