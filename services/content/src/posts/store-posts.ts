import { blogSlugSchema, contentLanguages, type ContentLanguage } from '@shop/contracts';
import type { EntityManager } from 'typeorm';
import { sanitizePostHtml } from '../html/sanitize-post-html.js';
import { PostTranslationEntity } from './post-translation.entity.js';
import { PostEntity } from './post.entity.js';

/** The words of one language version of a post; `content` is HTML from any source. */
export interface NewPostTranslation {
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
  metaKeywords: string;
}

/** A post to store: a seeded article or one written elsewhere. German is required. */
export interface NewPost {
  slug: string;
  /** ISO 8601 date or timestamp. */
  createdAt: string;
  translations: { de: NewPostTranslation } & Partial<Record<ContentLanguage, NewPostTranslation>>;
}

export interface StoreOutcome {
  postsInserted: number;
  translationsInserted: number;
}

/**
 * Stores the posts and language versions that are not there yet, in one transaction, never
 * overwriting a stored one (so a restart keeps whatever was changed in the database). Every
 * body is sanitized here, before it is stored; the service sanitizes again when it reads.
 */
export async function storeNewPosts(
  manager: EntityManager,
  posts: readonly NewPost[],
): Promise<StoreOutcome> {
  for (const post of posts) assertStorable(post);
  return manager.transaction(async (transaction) => {
    let postsInserted = 0;
    let translationsInserted = 0;
    for (const post of posts) {
      const inserted = await transaction
        .createQueryBuilder()
        .insert()
        .into(PostEntity)
        .values({ slug: post.slug, createdAt: new Date(post.createdAt) })
        .orIgnore()
        .returning(['id'])
        .execute();
      postsInserted += inserted.raw.length;
      const { id: postId } = await transaction.findOneOrFail(PostEntity, {
        where: { slug: post.slug },
        select: { id: true },
      });
      for (const language of contentLanguages) {
        const translation = post.translations[language];
        if (!translation) continue;
        const added = await transaction
          .createQueryBuilder()
          .insert()
          .into(PostTranslationEntity)
          .values({
            postId,
            language,
            title: translation.title.trim(),
            excerpt: translation.excerpt.trim(),
            content: sanitizePostHtml(translation.content),
            metaDescription: translation.metaDescription.trim(),
            metaKeywords: translation.metaKeywords.trim(),
          })
          .orIgnore()
          .returning(['id'])
          .execute();
        translationsInserted += added.raw.length;
      }
    }
    return { postsInserted, translationsInserted };
  });
}

/** A post the blog could not show is a programming error: refuse it before writing anything. */
function assertStorable(post: NewPost): void {
  if (!blogSlugSchema.safeParse(post.slug).success) {
    throw new Error(`Post slug "${post.slug}" is not a valid blog slug`);
  }
  if (Number.isNaN(new Date(post.createdAt).getTime())) {
    throw new Error(`Post ${post.slug} has an invalid createdAt "${post.createdAt}"`);
  }
  if (!post.translations.de?.title.trim()) {
    throw new Error(`Post ${post.slug} has no German title`);
  }
}
