import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  defaultContentLanguage,
  type BlogPost,
  type BlogPostListItem,
  type ContentLanguage,
} from '@shop/contracts';
import type { DataSource } from 'typeorm';
import { sanitizePostHtml } from '../html/sanitize-post-html.js';
import { PostTranslationEntity } from './post-translation.entity.js';

export type GetPostOutcome =
  { outcome: 'found'; post: BlogPost } | { outcome: 'unknown-slug'; slug: string };

interface ListRow {
  slug: string;
  createdAt: Date;
  language: ContentLanguage;
  title: string;
  excerpt: string;
}

/**
 * Reads posts in the visitor's language: the translation in `language` when the post has one,
 * else the German original, and says which one it is.
 */
@Injectable()
export class PostsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every post, newest first. */
  async listPosts(language: ContentLanguage): Promise<BlogPostListItem[]> {
    const rows = await this.dataSource
      .createQueryBuilder(PostTranslationEntity, 'translation')
      .innerJoin('translation.post', 'post')
      .select([
        'post.slug AS "slug"',
        'post.createdAt AS "createdAt"',
        'translation.language AS "language"',
        'translation.title AS "title"',
        'translation.excerpt AS "excerpt"',
      ])
      .where('translation.language IN (:...languages)', { languages: candidates(language) })
      .orderBy('post.createdAt', 'DESC')
      .addOrderBy('post.slug', 'ASC')
      .getRawMany<ListRow>();
    return preferred(rows, language).map((row) => ({
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      createdAt: new Date(row.createdAt).toISOString(),
      language: row.language,
    }));
  }

  /** One post; its body is sanitized again on the way out, whatever the table holds. */
  async getPost(slug: string, language: ContentLanguage): Promise<GetPostOutcome> {
    const translations = await this.dataSource.manager.find(PostTranslationEntity, {
      relations: { post: true },
      where: { post: { slug } },
    });
    const translation =
      translations.find((candidate) => candidate.language === language) ??
      translations.find((candidate) => candidate.language === defaultContentLanguage);
    if (!translation) return { outcome: 'unknown-slug', slug };
    return {
      outcome: 'found',
      post: {
        slug: translation.post.slug,
        title: translation.title,
        excerpt: translation.excerpt,
        createdAt: translation.post.createdAt.toISOString(),
        language: translation.language,
        content: sanitizePostHtml(translation.content),
        metaDescription: translation.metaDescription,
        metaKeywords: translation.metaKeywords,
      },
    };
  }
}

function candidates(language: ContentLanguage): ContentLanguage[] {
  return [...new Set([language, defaultContentLanguage])];
}

/** Of the rows of one post (already in list order), the one in `language`, else German. */
function preferred(rows: ListRow[], language: ContentLanguage): ListRow[] {
  const chosen = new Map<string, ListRow>();
  for (const row of rows) {
    const current = chosen.get(row.slug);
    if (!current || row.language === language) chosen.set(row.slug, row);
  }
  return [...chosen.values()];
}
