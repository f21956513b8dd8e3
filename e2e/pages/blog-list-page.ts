import { type Locator, type Page } from '@playwright/test';
import { type Language } from '../support/expected-price';

/** Texts of the blog pages in each language (packages/ui i18n `common.blog`). */
export const blogTexts = {
  de: {
    title: 'Blog - Wissen über Blechbearbeitung',
    posts: 'Artikel',
    readMore: 'Mehr lesen',
    empty: 'Keine Artikel zum Anzeigen',
    backToBlog: 'Zurück zum Blog',
    allPosts: 'Alle Artikel',
    toCalculator: 'Zum Rechner',
    notFoundTitle: 'Artikel nicht gefunden',
    notFoundText: 'Entschuldigung, wir können den gesuchten Artikel nicht finden.',
  },
  en: {
    title: 'Blog - Knowledge about sheet metal working',
    posts: 'Articles',
    readMore: 'Read more',
    empty: 'No articles to show',
    backToBlog: 'Back to the blog',
    allPosts: 'All articles',
    toCalculator: 'To the calculator',
    notFoundTitle: 'Article not found',
    notFoundText: 'Sorry, we cannot find the article you are looking for.',
  },
  pl: {
    title: 'Blog - Wiedza o obróbce blach',
    posts: 'Artykuły',
    readMore: 'Czytaj więcej',
    empty: 'Brak artykułów do wyświetlenia',
    backToBlog: 'Powrót do bloga',
    allPosts: 'Wszystkie artykuły',
    toCalculator: 'Do kalkulatora',
    notFoundTitle: 'Nie znaleziono artykułu',
    notFoundText: 'Przepraszamy, nie możemy znaleźć szukanego artykułu.',
  },
} as const;

/** The article list at /blog. */
export class BlogListPage {
  readonly heading: Locator;
  readonly cards: Locator;
  readonly emptyState: Locator;

  constructor(
    private readonly page: Page,
    private readonly language: Language = 'de',
  ) {
    const texts = blogTexts[language];
    this.heading = page.getByRole('heading', { level: 1, name: texts.title });
    this.cards = page.getByRole('list', { name: texts.posts }).getByRole('article');
    this.emptyState = page.getByText(texts.empty);
  }

  async goto(): Promise<void> {
    await this.page.goto('/blog');
  }

  /** The footer's 'Blog' link, present on every public page. */
  footerLink(): Locator {
    return this.page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true });
  }

  async openFromFooter(): Promise<void> {
    await this.footerLink().click();
  }

  /** A post's card, named by its title. */
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  /** The card's 'Mehr lesen' link (its accessible name also names the post). */
  readMoreLink(title: string): Locator {
    return this.card(title).getByRole('link', {
      name: `${blogTexts[this.language].readMore}: ${title}`,
    });
  }

  async openPost(title: string): Promise<void> {
    await this.readMoreLink(title).click();
  }
}
