import { type Locator, type Page } from '@playwright/test';
import { type Language } from '../support/expected-price';
import { blogTexts } from './blog-list-page';

/** One article at /blog/:slug, or its 'not found' state. */
export class BlogArticlePage {
  readonly article: Locator;
  readonly title: Locator;
  readonly date: Locator;
  readonly backToBlogLink: Locator;
  readonly allPostsLink: Locator;
  readonly calculatorLink: Locator;
  readonly notFoundHeading: Locator;
  readonly notFoundText: Locator;

  constructor(
    private readonly page: Page,
    language: Language = 'de',
  ) {
    const texts = blogTexts[language];
    this.article = page.getByRole('article');
    this.title = this.article.getByRole('heading', { level: 1 });
    this.date = this.article.locator('time');
    this.backToBlogLink = page.getByRole('link', { name: texts.backToBlog });
    this.allPostsLink = page.getByRole('link', { name: texts.allPosts, exact: true });
    this.calculatorLink = page.getByRole('link', { name: texts.toCalculator, exact: true });
    this.notFoundHeading = page.getByRole('heading', { level: 1, name: texts.notFoundTitle });
    this.notFoundText = page.getByText(texts.notFoundText);
  }

  async goto(slug: string): Promise<void> {
    await this.page.goto(`/blog/${slug}`);
  }

  /** A heading inside the article's body. */
  bodyHeading(name: string): Locator {
    return this.article.getByRole('heading', { level: 2, name });
  }

  async backToBlog(): Promise<void> {
    await this.backToBlogLink.click();
  }

  /** The content of a `<meta>` tag in the document head, e.g. `property="og:type"`. */
  headMeta(attribute: 'name' | 'property', key: string): Locator {
    return this.page.locator(`head meta[${attribute}="${key}"]`);
  }

  canonicalLink(): Locator {
    return this.page.locator('head link[rel="canonical"]');
  }
}
