import { expect, test } from '../fixtures/test';
import { ApiDocsPage } from '../pages/api-docs-page';

test.describe('API reference', () => {
  test('shows the routes with their summaries and examples, within its CSP', async ({ page }) => {
    const docs = new ApiDocsPage(page);
    await docs.open();

    await expect(docs.title).toBeVisible();
    await expect(docs.operation('Price a rectangular sheet')).toBeVisible();
    await expect(docs.operation('Quote a part from a DXF file')).toBeVisible();

    await docs.operation('Price a rectangular sheet').click();

    await expect(docs.firstExample).toContainText('"width": 1000');
    expect(docs.cspViolations).toEqual([]);
  });

  test('follows a dark system setting and switches to light on request', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const docs = new ApiDocsPage(page);
    await docs.open();
    await expect(docs.title).toBeVisible();
    await expect.poll(() => docs.isDark()).toBe(true);

    await docs.darkModeToggle.click();

    await expect.poll(() => docs.isDark()).toBe(false);
  });
});
