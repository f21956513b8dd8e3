import { expect, test } from '../fixtures/test';

test.describe('routes and shell', () => {
  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/gibt-es-nicht');

    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  test('an unknown path reads "Page Not Found" in English', async ({ page, siteHeader }) => {
    await page.goto('/no-such-page');
    await siteHeader.switchLanguage('en');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test('/cart redirects to /warenkorb', async ({ page }) => {
    await page.goto('/cart');

    await expect(page).toHaveURL(/\/warenkorb$/);
    await expect(page.getByRole('link', { name: 'Warenkorb' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('/shop/<category> redirects to /product/<category>', async ({ page }) => {
    await page.goto('/shop/rohre');

    await expect(page).toHaveURL(/\/product\/rohre$/);
  });

  for (const path of ['/admin-login', '/admin']) {
    test(`${path} is shown without the public header and footer`, async ({ page }) => {
      await page.goto(path);

      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  test('the header links lead to the main sections', async ({ page, siteHeader }) => {
    await page.goto('/');

    await expect(siteHeader.link('Rechner')).toHaveAttribute('href', '/');
    await expect(siteHeader.link('Konfigurator')).toHaveAttribute('href', '/konfigurator');
    await expect(siteHeader.link('Laserschnitt')).toHaveAttribute('href', '/laserschnitt-rechner');
    await expect(siteHeader.link('Shop')).toHaveAttribute('href', '/shop');
    await expect(siteHeader.link('Warenkorb')).toHaveAttribute('href', '/warenkorb');
    await expect(siteHeader.root).toContainText('Blechzuschnitt nach Maß');
  });

  test('the shop link is highlighted on any path under /shop', async ({ page, siteHeader }) => {
    await page.goto('/product/rohre');

    await expect(siteHeader.link('Shop')).toHaveAttribute('aria-current', 'page');
    await expect(siteHeader.link('Rechner')).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('theme', () => {
  test('the plain page (served when the renderer is down) applies a stored dark theme before the shell JavaScript runs', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    // With the shell's own bundle blocked, only the head's theme script can set the class.
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());

    await page.goto('/index.html', { waitUntil: 'domcontentloaded' });

    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('the theme cookie gives the first HTML the dark theme, with no script at all', async ({
    request,
  }) => {
    const html = await (await request.get('/', { headers: { Cookie: 'theme=dark' } })).text();

    expect(html).toMatch(/<html lang="de" class="dark"/);
  });
});

test.describe('cookie banner', () => {
  test.use({ cookieConsentGiven: false });

  test('shows until accepted and stays hidden after a reload', async ({ page, cookieBanner }) => {
    await page.goto('/');
    await expect(cookieBanner.root).toBeVisible();

    await cookieBanner.accept();
    await expect(cookieBanner.root).toBeHidden();

    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(cookieBanner.root).toBeHidden();
  });

  test('stays hidden after it was declined', async ({ page, cookieBanner }) => {
    await page.goto('/konfigurator');
    await cookieBanner.decline();

    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(cookieBanner.root).toBeHidden();
  });
});

test.describe('page head', () => {
  const pages = [
    {
      path: '/',
      title: /nach Maß/,
      description: /^Bleche aus Aluminium 5754, Stahl S235 und Edelstahl 304/,
    },
    {
      path: '/warenkorb',
      title: 'Warenkorb | Bleche',
      description: 'Ihr Warenkorb mit Zwischensumme, Mindestbestellwert und Gesamtpreis.',
    },
    {
      path: '/gibt-es-nicht',
      title: 'Seite nicht gefunden | Bleche',
      description: 'Diese Seite gibt es nicht.',
    },
  ];

  for (const { path, title, description } of pages) {
    test(`${path} sets its title, description, social tags and canonical address`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(path);

      await expect(page).toHaveTitle(title);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        description,
      );
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        await page.title(),
      );
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      );
    });
  }
});
