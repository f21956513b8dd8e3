import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** remotes.json as served, with the calculator pointed at a URL that does not exist. */
async function manifestWithBrokenCalculator(request: APIRequestContext) {
  const manifest = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(manifest.calculator).toBeTruthy();
  return { ...manifest, calculator: '/remotes/does-not-exist/remoteEntry.js' };
}

test.describe('shell resilience', () => {
  test('the header still renders when a remote URL is broken', async ({
    page,
    request,
    siteHeader,
    remoteFallback,
    homePage,
  }) => {
    const brokenManifest = await manifestWithBrokenCalculator(request);
    await page.route('**/remotes.json', (route) => route.fulfill({ json: brokenManifest }));
    await homePage.goto();

    await expect(remoteFallback.retryButton).toBeVisible();
    await expect(siteHeader.link('Konfigurator')).toBeVisible();
    await expect(siteHeader.link('Laserschnitt')).toBeVisible();
    await expect(siteHeader.link('Shop')).toBeVisible();
    await expect(siteHeader.link('Warenkorb')).toBeVisible();
    await expect(siteHeader.languageSwitcher()).toBeEnabled();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Bleche`,
    );
    await expect(homePage.materialSelect()).toHaveCount(0);
  });

  test('the retry button loads the page once the manifest is fixed', async ({
    page,
    request,
    remoteFallback,
    homePage,
  }) => {
    const brokenManifest = await manifestWithBrokenCalculator(request);
    await page.route('**/remotes.json', (route) => route.fulfill({ json: brokenManifest }));
    await homePage.goto();
    await expect(remoteFallback.retryButton).toBeVisible();

    await page.unroute('**/remotes.json');
    await remoteFallback.retryButton.click();

    await expect(homePage.materialSelect()).toBeEnabled();
    await expect(remoteFallback.root).toBeHidden();
  });

  test('the retry button loads the page after the remote was briefly unreachable', async ({
    page,
    remoteFallback,
    homePage,
  }) => {
    await page.route('**/remotes/calculator/remoteEntry.js', (route) => route.abort('failed'));
    await homePage.goto();
    await expect(remoteFallback.retryButton).toBeVisible();

    await page.unroute('**/remotes/calculator/remoteEntry.js');
    await remoteFallback.retryButton.click();

    await expect(homePage.materialSelect()).toBeEnabled();
  });

  test('the other pages keep working while the calculator remote is broken', async ({
    page,
    request,
    siteHeader,
  }) => {
    const brokenManifest = await manifestWithBrokenCalculator(request);
    await page.route('**/remotes.json', (route) => route.fulfill({ json: brokenManifest }));
    await page.goto('/');

    await siteHeader.link('Warenkorb').click();
    await expect(page).toHaveURL(/\/warenkorb$/);
    await expect(page).toHaveTitle('Warenkorb | Bleche');
  });
});
