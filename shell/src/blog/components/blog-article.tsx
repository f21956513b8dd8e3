import { useTranslation } from 'react-i18next';
import type { BlogPost, ContentLanguage } from '@shop/contracts';
import { ArticleActions } from './article-actions';
import { ArticleBody } from './article-body';
import { PostDate } from './post-date';

/** A loaded post: date, title, body and the ways on. */
export function BlogArticle({
  post,
  requestedLanguage,
}: {
  post: BlogPost;
  requestedLanguage: ContentLanguage;
}) {
  const { t } = useTranslation();
  return (
    <>
      <article lang={post.language} className="mt-6">
        <header>
          <PostDate createdAt={post.createdAt} className="text-sm text-muted-foreground" />
          <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
            {post.title}
          </h1>
          {post.language !== requestedLanguage && (
            <p lang={requestedLanguage} className="mt-4 text-sm text-muted-foreground">
              {t('blog.onlyInGerman')}
            </p>
          )}
        </header>
        <ArticleBody html={post.content} />
      </article>
      <ArticleActions />
    </>
  );
}
