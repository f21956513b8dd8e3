import { type Locator, type Page } from '@playwright/test';

/** The card the shell shows instead of a remote page that failed to load (German texts). */
export class RemoteFallback {
  readonly root: Locator;
  readonly retryButton: Locator;

  constructor(page: Page) {
    this.root = page
      .getByRole('alert')
      .filter({ hasText: 'Dieser Bereich konnte nicht geladen werden' });
    this.retryButton = this.root.getByRole('button', { name: 'Erneut versuchen' });
  }
}
