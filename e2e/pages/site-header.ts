import { type Locator, type Page } from '@playwright/test';
import { type Language } from '../support/expected-price';

/** Texts of the shell's header in each language (packages/ui i18n `common.nav`). */
export const headerTexts = {
  de: { language: 'Sprache', switchToDark: 'Dunkles Design', switchToLight: 'Helles Design' },
  en: { language: 'Language', switchToDark: 'Dark theme', switchToLight: 'Light theme' },
  pl: { language: 'Język', switchToDark: 'Ciemny motyw', switchToLight: 'Jasny motyw' },
} as const;

const languageNames: Record<Language, string> = { de: 'Deutsch', en: 'English', pl: 'Polski' };

/** The public header: navigation links, language switcher and theme toggle. */
export class SiteHeader {
  readonly root: Locator;

  constructor(
    private readonly page: Page,
    private language: Language = 'de',
  ) {
    this.root = page.getByRole('banner');
  }

  link(name: string | RegExp): Locator {
    return this.root.getByRole('link', { name });
  }

  /** The cart link; its name carries the badge's count ('Warenkorb 3 Artikel'). */
  cartLink(): Locator {
    return this.root.getByRole('link', { name: /^Warenkorb/ });
  }

  /** The badge with the total quantity; absent while the cart is empty. */
  cartBadge(): Locator {
    return this.cartLink().getByTestId('cart-badge');
  }

  languageSwitcher(): Locator {
    return this.root.getByLabel(headerTexts[this.language].language, { exact: true });
  }

  async switchLanguage(language: Language): Promise<void> {
    await this.languageSwitcher().selectOption({ label: languageNames[language] });
    this.language = language;
  }

  themeToggle(): Locator {
    const texts = headerTexts[this.language];
    return this.root.getByRole('button', {
      name: new RegExp(`^(${texts.switchToDark}|${texts.switchToLight})$`),
    });
  }

  async switchToDarkTheme(): Promise<void> {
    await this.root.getByRole('button', { name: headerTexts[this.language].switchToDark }).click();
  }
}
