import { type Locator, type Page } from '@playwright/test';

/** Local-mode credentials (README): the gateway's defaults outside production. */
export const localAdmin = { username: 'admin', password: 'bleche-admin' } as const;

/** The admin login at /admin-login (German texts). */
export class AdminLoginPage {
  readonly heading: Locator;
  readonly usernameInput: Locator;
  readonly passwordInput: Locator;
  readonly submitButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Admin-Anmeldung' });
    this.usernameInput = page.getByLabel('Benutzername', { exact: true });
    this.passwordInput = page.getByLabel('Passwort', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Anmelden' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin-login');
  }

  async logIn(username: string, password: string): Promise<void> {
    await this.usernameInput.fill(username);
    await this.passwordInput.fill(password);
    await this.submitButton.click();
  }
}
