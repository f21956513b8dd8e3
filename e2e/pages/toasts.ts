import { type Locator, type Page } from '@playwright/test';

/** The shell's toaster (one toast at a time, top right). */
export class Toasts {
  constructor(private readonly page: Page) {}

  /** The toast whose title or text contains `text`. */
  withText(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}
