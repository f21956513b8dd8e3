import { type Locator, type Page } from '@playwright/test';

/** The shell's toaster: one toast at a time, a status with a title and a description. */
export class Toast {
  constructor(private readonly page: Page) {}

  /** The toast showing `title` (and, when given, `description`). */
  withText(title: string, description?: string | RegExp): Locator {
    const toast = this.page.getByRole('status').filter({ hasText: title });
    return description === undefined ? toast : toast.filter({ hasText: description });
  }
}
