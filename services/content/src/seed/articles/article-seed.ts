/** The languages every seeded article is written in; German is the original. */
export type ArticleLanguage = 'de' | 'en' | 'pl';

/** One language version of an article; `content` is HTML that the service sanitizes before storing. */
export interface ArticleTranslation {
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
}

/** An article written by us, seeded by the content service under its slug. */
export interface ArticleSeed {
  slug: string;
  createdAt: string;
  translations: Record<ArticleLanguage, ArticleTranslation>;
}
