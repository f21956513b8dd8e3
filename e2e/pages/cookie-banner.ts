import { type Locator, type Page } from '@playwright/test';

/** The cookie-consent banner at the bottom of every page (German texts). */
export class CookieBanner {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('region', { name: 'Cookies' });
  }

  async accept(): Promise<void> {
    await this.root.getByRole('button', { name: 'Akzeptieren' }).click();
  }

  async decline(): Promise<void> {
    await this.root.getByRole('button', { name: 'Ablehnen' }).click();
  }
}
