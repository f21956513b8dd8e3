import { type Locator, type Page } from '@playwright/test';

/** `/api/docs`: Swagger UI showing the gateway's OpenAPI description. */
export class ApiDocsPage {
  readonly title: Locator;
  readonly darkModeToggle: Locator;
  /** Content-Security-Policy violations the page reported, as `directive: blocked`. */
  readonly cspViolations: string[] = [];

  constructor(private readonly page: Page) {
    this.title = page.getByRole('heading', { name: /Bleche shop API/ });
    this.darkModeToggle = page.getByRole('button', { name: /Switch to (dark|light) mode/ });
  }

  async open(): Promise<void> {
    await this.page.exposeFunction('reportCspViolation', (violation: string) => {
      this.cspViolations.push(violation);
    });
    await this.page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation(text: string): void })
          .reportCspViolation;
        report(`${event.effectiveDirective}: ${event.blockedURI}`);
      });
    });
    await this.page.goto('/api/docs');
  }

  /** The row of one operation, found by its summary; a click opens or closes it. */
  operation(summary: string): Locator {
    return this.page.getByRole('button', { name: summary });
  }

  /** The first example shown: the request body's, once one operation is open. */
  get firstExample(): Locator {
    return this.page.getByRole('tabpanel', { name: 'Example Value' }).first();
  }

  /** True while the page shows Swagger UI's dark theme. */
  isDark(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark-mode'));
  }
}
