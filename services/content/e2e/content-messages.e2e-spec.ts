import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  blogPostSchema,
  contentLanguages,
  contentSubjects,
  listBlogPostsResponseSchema,
  type BlogPost,
  type ListBlogPostsResponse,
  type ServiceHealth,
} from '@shop/contracts';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { request, requestError } from '@shop/test-kit';
import { articleSeeds } from '../src/seed/articles/index.js';
import {
  contentInProcess,
  sanitizePostHtml,
  storeNewPosts,
} from './support/content-test-environment.js';

const content = contentInProcess();
const { schema } = content;
let database: pg.Client;
let service: INestMicroservice;
let client: ClientProxy;

const listPosts = async (language: string) =>
  listBlogPostsResponseSchema.parse(
    await request<ListBlogPostsResponse>(client, contentSubjects.listPosts, { language }),
  );
const getPost = async (slug: string, language: string) =>
  blogPostSchema.parse(
    await request<BlogPost>(client, contentSubjects.getPost, { slug, language }),
  );

/** A post only in German, older than every seeded article. */
const germanOnlyPost = {
  slug: 'nur-auf-deutsch',
  createdAt: '2020-01-02T03:04:05.000Z',
  translations: {
    de: {
      title: 'Nur auf Deutsch',
      excerpt: 'Diesen Beitrag gibt es nicht übersetzt.',
      content: '<p>Deutscher Text.</p>',
      metaDescription: 'Ein Beitrag nur auf Deutsch',
      metaKeywords: 'deutsch, test',
    },
  },
};

beforeAll(async () => {
  ({ database, service, client } = await content.start());
  await storeNewPosts(service.get(DataSource).manager, [germanOnlyPost]);
}, 60_000);

afterAll(() => content.stop());

const newestFirst = [...articleSeeds].sort(
  (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.slug.localeCompare(b.slug),
);

describe('content.post.list', () => {
  it.each(contentLanguages)('lists every article in %s, newest first', async (language) => {
    const posts = await listPosts(language);
    expect(posts).toEqual([
      ...newestFirst.map((article) => ({
        slug: article.slug,
        title: article.translations[language].title,
        excerpt: article.translations[language].excerpt,
        createdAt: new Date(article.createdAt).toISOString(),
        language,
      })),
      expect.objectContaining({ slug: germanOnlyPost.slug }),
    ]);
  });

  it('falls back to German for a post without a translation, and says so', async () => {
    for (const language of ['en', 'pl'] as const) {
      const posts = await listPosts(language);
      expect(posts.at(-1)).toEqual({
        slug: 'nur-auf-deutsch',
        title: 'Nur auf Deutsch',
        excerpt: 'Diesen Beitrag gibt es nicht übersetzt.',
        createdAt: '2020-01-02T03:04:05.000Z',
        language: 'de',
      });
    }
  });

  it('answers 400 for an unknown or missing language', async () => {
    const unknown = await requestError(client, contentSubjects.listPosts, { language: 'fr' });
    expect(unknown).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(unknown.issues).toEqual([expect.objectContaining({ path: 'language' })]);
    const missing = await requestError(client, contentSubjects.listPosts, {});
    expect(missing).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('content.post.get', () => {
  it.each(contentLanguages)('gives a whole article in %s', async (language) => {
    const article = articleSeeds[0]!;
    const translation = article.translations[language];
    expect(await getPost(article.slug, language)).toEqual({
      slug: article.slug,
      title: translation.title,
      excerpt: translation.excerpt,
      createdAt: new Date(article.createdAt).toISOString(),
      language,
      content: sanitizePostHtml(translation.content),
      metaDescription: translation.metaDescription,
      metaKeywords: translation.metaKeywords,
    });
  });

  it('falls back to the German original', async () => {
    const post = await getPost('nur-auf-deutsch', 'pl');
    expect(post).toMatchObject({
      language: 'de',
      title: 'Nur auf Deutsch',
      content: '<p>Deutscher Text.</p>',
      metaDescription: 'Ein Beitrag nur auf Deutsch',
    });
  });

  it('answers 404 for an unknown slug', async () => {
    const error = await requestError(client, contentSubjects.getPost, {
      slug: 'gibt-es-nicht',
      language: 'de',
    });
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers 400 for a malformed slug or language', async () => {
    const slug = await requestError(client, contentSubjects.getPost, {
      slug: '../etc/passwd',
      language: 'de',
    });
    expect(slug).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(slug.issues).toEqual([expect.objectContaining({ path: 'slug' })]);
    const language = await requestError(client, contentSubjects.getPost, {
      slug: 'nur-auf-deutsch',
      language: 'DE',
    });
    expect(language.issues).toEqual([expect.objectContaining({ path: 'language' })]);
  });
});

describe('HTML bodies with a script or an event handler', () => {
  const hostileBody =
    '<p>Vorher</p><script>alert(document.cookie)</script>' +
    '<img src=x onerror=alert(1)><p onclick="alert(2)">Nachher <a href="javascript:alert(3)">Link</a></p>';
  const hostile = (text: string) => !/<script|onerror|onclick|javascript:|<img/i.test(text);

  it('are stored without them when they come through the save path', async () => {
    await storeNewPosts(service.get(DataSource).manager, [
      {
        slug: 'boeser-beitrag',
        createdAt: '2021-01-01T00:00:00.000Z',
        translations: {
          de: { ...germanOnlyPost.translations.de, title: 'Böse', content: hostileBody },
        },
      },
    ]);
    const { rows } = await database.query<{ content: string }>(
      `SELECT t.content FROM "${schema}".post_translations t
         JOIN "${schema}".posts p ON p.id = t.post_id WHERE p.slug = 'boeser-beitrag'`,
    );
    expect(rows).toHaveLength(1);
    expect(hostile(rows[0]!.content)).toBe(true);
    expect(rows[0]!.content).toBe(
      '<p>Vorher</p><p>Nachher <a rel="noopener noreferrer">Link</a></p>',
    );

    const post = await getPost('boeser-beitrag', 'de');
    expect(post.content).toBe('<p>Vorher</p><p>Nachher <a rel="noopener noreferrer">Link</a></p>');
  });

  it('are served without them even when written straight into the table', async () => {
    const inserted = await database.query<{ id: number }>(
      `INSERT INTO "${schema}".posts (slug, created_at) VALUES ('direkt-eingefuegt', now())
       RETURNING id`,
    );
    const id = inserted.rows[0]!.id;
    await database.query(
      `INSERT INTO "${schema}".post_translations
         (post_id, language, title, excerpt, content, meta_description, meta_keywords)
       VALUES ($1, 'de', 'Direkt', 'Am Dienst vorbei', $2, 'd', 'k')`,
      [id, hostileBody],
    );

    const post = await getPost('direkt-eingefuegt', 'en');
    expect(post.language).toBe('de');
    expect(hostile(post.content)).toBe(true);
    expect(post.content).toBe('<p>Vorher</p><p>Nachher <a rel="noopener noreferrer">Link</a></p>');
    // The table still holds what was written: the service cleaned it on the way out.
    const { rows } = await database.query<{ content: string }>(
      `SELECT content FROM "${schema}".post_translations WHERE post_id = $1`,
      [id],
    );
    expect(rows[0]!.content).toBe(hostileBody);
  });
});

describe('content.health.check', () => {
  it('answers up with its database', async () => {
    const health = await request<ServiceHealth>(client, contentSubjects.checkHealth, {});
    expect(health).toEqual({ service: 'content', status: 'up', dependencies: { database: 'up' } });
  });
});
