import { expect, test } from '../fixtures/test';
import { BlogArticlePage } from '../pages/blog-article-page';
import { BlogListPage } from '../pages/blog-list-page';

// One of the articles the content service seeds (services/content/src/seed/articles).
const stainlessArticle = {
  slug: 'edelstahl-304-oder-316',
  germanTitle: 'Edelstahl 304 oder 316?',
  englishTitle: 'Stainless steel 304 or 316?',
  germanDate: '16. September 2025',
  germanHeading: 'Der Unterschied in der Zusammensetzung',
  germanBodyText: 'Das Molybdän ist der entscheidende Zusatz.',
};

test.describe('blog', () => {
  test('a visitor opens the blog from the footer, reads an article and goes back', async ({
    page,
  }) => {
    const blog = new BlogListPage(page);
    const article = new BlogArticlePage(page);
    await page.goto('/');

    await blog.openFromFooter();

    await expect(page).toHaveURL(/\/blog$/);
    await expect(blog.heading).toBeVisible();
    await expect(blog.cards).toHaveCount(6);
    const card = blog.card(stainlessArticle.germanTitle);
    await expect(card).toContainText(stainlessArticle.germanDate);
    await expect(page).toHaveTitle(/Blog/);

    await blog.openPost(stainlessArticle.germanTitle);

    await expect(page).toHaveURL(new RegExp(`/blog/${stainlessArticle.slug}$`));
    await expect(article.title).toHaveText(stainlessArticle.germanTitle);
    await expect(article.date).toHaveText(stainlessArticle.germanDate);
    await expect(article.bodyHeading(stainlessArticle.germanHeading)).toBeVisible();
    await expect(article.article).toContainText(stainlessArticle.germanBodyText);
    await expect(article.allPostsLink).toHaveAttribute('href', '/blog');
    await expect(article.calculatorLink).toHaveAttribute('href', '/');

    await article.backToBlog();

    await expect(page).toHaveURL(/\/blog$/);
    await expect(blog.card(stainlessArticle.germanTitle)).toBeVisible();
  });

  test('an article page carries its own title, description, social tags and canonical address', async ({
    page,
    baseURL,
  }) => {
    const article = new BlogArticlePage(page);
    await article.goto(stainlessArticle.slug);
    await expect(article.title).toHaveText(stainlessArticle.germanTitle);

    await expect(page).toHaveTitle(`${stainlessArticle.germanTitle} | Bleche Blog`);
    await expect(article.headMeta('name', 'description')).toHaveAttribute('content', /1\.4301/);
    await expect(article.headMeta('name', 'keywords')).toHaveAttribute('content', /V4A/);
    await expect(article.headMeta('property', 'og:type')).toHaveAttribute('content', 'article');
    await expect(article.headMeta('property', 'og:title')).toHaveAttribute(
      'content',
      `${stainlessArticle.germanTitle} | Bleche Blog`,
    );
    const address = `${baseURL}/blog/${stainlessArticle.slug}`;
    await expect(article.headMeta('property', 'og:url')).toHaveAttribute('content', address);
    await expect(article.canonicalLink()).toHaveAttribute('href', address);
  });

  test('an unknown slug reads "Artikel nicht gefunden"', async ({ page }) => {
    const article = new BlogArticlePage(page);

    await article.goto('gibt-es-nicht');

    await expect(article.notFoundHeading).toBeVisible();
    await expect(article.notFoundText).toBeVisible();
    await expect(article.calculatorLink).toHaveAttribute('href', '/');
  });

  test('after switching to English the same article reads in English', async ({
    page,
    siteHeader,
  }) => {
    const article = new BlogArticlePage(page);
    await article.goto(stainlessArticle.slug);
    await expect(article.title).toHaveText(stainlessArticle.germanTitle);

    await siteHeader.switchLanguage('en');

    const englishArticle = new BlogArticlePage(page, 'en');
    await expect(englishArticle.title).toHaveText(stainlessArticle.englishTitle);
    await expect(englishArticle.article).toHaveAttribute('lang', 'en');
    await expect(englishArticle.backToBlogLink).toBeVisible();

    await englishArticle.backToBlog();

    const englishBlog = new BlogListPage(page, 'en');
    await expect(englishBlog.heading).toBeVisible();
    await expect(englishBlog.card(stainlessArticle.englishTitle)).toBeVisible();
  });
});
