import { preloadablePage } from './preloadable-page';

// The blog loads when a visitor opens it (a `lazy-` chunk, which index.html does not preload), so
// the first visit of / does not pay for it.
export const BlogListPage = preloadablePage(() =>
  import(/* webpackChunkName: "lazy-blog-list" */ '../blog/pages/blog-list-page').then(
    (module) => module.BlogListPage,
  ),
);
export const BlogArticlePage = preloadablePage(() =>
  import(/* webpackChunkName: "lazy-blog-article" */ '../blog/pages/blog-article-page').then(
    (module) => module.BlogArticlePage,
  ),
);

/** The shell's own lazily loaded page that renders a path, if any. */
export function shellPageForPath(pathname: string) {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'blog') return undefined;
  if (segments.length === 1) return BlogListPage;
  return segments.length === 2 ? BlogArticlePage : undefined;
}
