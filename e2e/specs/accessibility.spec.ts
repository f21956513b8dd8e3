import { expect, test } from '../fixtures/test';
import { articleWithTable, PublicPageTour } from '../pages/public-page-tour';
import {
  type AccessibilityViolation,
  checkAccessibility,
  describeViolations,
} from '../support/accessibility-check';

const languages = [
  { language: 'de', locale: 'de-DE' },
  { language: 'pl', locale: 'pl-PL' },
] as const;
const themes = ['light', 'dark'] as const;
const widths = [
  { device: 'desktop', viewport: { width: 1366, height: 900 } },
  { device: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * Every public page, each in German and Polish, light and dark, on a desktop and a phone, meets
 * WCAG 2.2 AA as far as axe can tell. Each variant is one test in its own browser context (its own
 * cookies and cart), walking the pages in the state a customer sees them: with a price, a read
 * file, an opened form, a line in the cart. The test fails on any violation and names each one:
 * rule, impact, element, page and variant.
 */
test.describe('accessibility', () => {
  // One variant visits about a dozen pages and runs axe on each.
  test.describe.configure({ timeout: 180_000 });

  for (const { language, locale } of languages) {
    for (const theme of themes) {
      for (const { device, viewport } of widths) {
        const variant = `${language}, ${theme}, ${device}`;

        test.describe(variant, () => {
          test.use({ locale, viewport, colorScheme: theme });

          test('every public page meets WCAG 2.2 AA', async ({
            page,
            context,
            baseURL,
          }, testInfo) => {
            // The language and theme the server renders in, as a returning visitor's cookies say.
            await context.addCookies([
              { name: 'lang', value: language, url: baseURL },
              { name: 'theme', value: theme, url: baseURL },
            ]);
            const tour = new PublicPageTour(page, language);
            const violations: AccessibilityViolation[] = [];
            const check = async (pageName: string) => {
              const found = await checkAccessibility(page, { page: pageName, variant });
              if (found.length > 0) {
                await testInfo.attach(`${pageName} (${variant})`, {
                  body: await page.screenshot({ fullPage: true }),
                  contentType: 'image/png',
                });
              }
              violations.push(...found);
            };

            await tour.putSheetIntoCart();

            await tour.homeWithPrice();
            // The page really is in the variant's language and theme.
            const root = page.locator('html');
            await expect(root).toHaveAttribute('lang', language);
            if (theme === 'dark') await expect(root).toHaveClass(/\bdark\b/);
            else await expect(root).not.toHaveClass(/\bdark\b/);
            await check('home calculator, priced');
            await tour.laserWithPart();
            await check('laser calculator, DXF read and priced');
            // Zoomed in, the part no longer fits its box: the box scrolls.
            await tour.configuratorWithPrice();
            await tour.zoomPreviewIn();
            await check('configurator, priced, preview zoomed in');
            await tour.openDrawingEditor();
            await check('configurator, drawing editor zoomed in');

            await tour.open('/shop');
            if (device === 'phone') await tour.openPhoneMenu();
            await check(device === 'phone' ? 'shop, menu open' : 'shop');
            await tour.open('/product/i-traeger');
            await check('category I-Träger');
            await tour.open('/warenkorb');
            await check('cart with a line');
            await tour.checkoutWithShipping();
            await check('checkout, shipping chosen');
            await tour.tickDifferentDeliveryAddress();
            await tour.sendEmptyCheckout();
            await check('checkout, delivery address ticked, sent empty');

            await tour.open('/blog');
            await check('blog list');
            await tour.open(`/blog/${articleWithTable}`);
            await check('blog article with a table');
            // A first visit's banner covers the foot of every public page.
            await tour.forgetCookieAnswer();
            await tour.open('/diese-seite-gibt-es-nicht');
            await check('404 page, cookie banner shown');
            await tour.open('/admin-login');
            await check('admin login');

            expect(violations.length, describeViolations(violations)).toBe(0);
          });
        });
      }
    }
  }
});
