import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  blogPostSchema,
  listBlogPostsResponseSchema,
  type BlogPost,
  type ListBlogPostsResponse,
} from '@shop/contracts';
import request from 'supertest';
import {
  ContentProcess,
  eventually,
  type PrivateNats,
  queryTestDatabase,
  startPrivateNats,
} from '@shop/test-kit';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

let nats: PrivateNats;
let content: ContentProcess;
const gateway = new GatewayProcess();
let germanList: ListBlogPostsResponse;

const api = () => request(gateway.url);
const list = async (query = '') =>
  listBlogPostsResponseSchema.parse((await api().get(`/api/blog${query}`).expect(200)).body);
const post = async (slug: string, query = '') =>
  blogPostSchema.parse((await api().get(`/api/blog/${slug}${query}`).expect(200)).body);

beforeAll(async () => {
  nats = await startPrivateNats();
  content = new ContentProcess(nats.url, suite);
  await content.start();
  await gateway.start({ NATS_URL: nats.url });
  germanList = await list();
}, 60_000);

afterAll(async () => {
  await gateway.dispose();
  await content?.dispose();
  await nats?.stop();
});

describe('GET /api/blog', () => {
  it('lists our articles in German by default, newest first', async () => {
    const response = await api().get('/api/blog').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(germanList.length).toBeGreaterThanOrEqual(6);
    expect(germanList.every((item) => item.language === 'de')).toBe(true);
    const dates = germanList.map((item) => Date.parse(item.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(await list('?lang=de')).toEqual(germanList);
  });

  it.each(['en', 'pl'] as const)(
    'lists the same articles translated with ?lang=%s',
    async (lang) => {
      const translated = await list(`?lang=${lang}`);
      expect(translated.map((item) => item.slug)).toEqual(germanList.map((item) => item.slug));
      expect(translated.every((item) => item.language === lang)).toBe(true);
      translated.forEach((item, index) => {
        expect(item.title).not.toBe(germanList[index]!.title);
        expect(item.createdAt).toBe(germanList[index]!.createdAt);
      });
    },
  );

  it.each(['fr', 'DE', '', 'de&lang=en'])('answers 400 naming lang for ?lang=%s', async (lang) => {
    const response = await api().get(`/api/blog?lang=${lang}`).expect(400);
    expect(response.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(response.body.issues).toEqual([expect.objectContaining({ path: 'lang' })]);
  });

  it('ignores query parameters it does not know', async () => {
    expect(await list('?lang=en&utm_source=newsletter')).toEqual(await list('?lang=en'));
  });
});

describe('GET /api/blog/:slug', () => {
  it('gives one article with its body and meta data in the requested language', async () => {
    const { slug, title } = germanList[0]!;
    const german = await post(slug);
    expect(german).toMatchObject({ slug, title, language: 'de' });
    expect(german.content).toMatch(/<p>/);
    expect(german.metaDescription.length).toBeGreaterThan(20);
    expect(german.metaKeywords.length).toBeGreaterThan(3);

    const english: BlogPost = await post(slug, '?lang=en');
    expect(english).toMatchObject({ slug, language: 'en', createdAt: german.createdAt });
    expect(english.title).not.toBe(german.title);
    expect(english.content).not.toBe(german.content);
  });

  it('answers 404 for an unknown slug, also one of the longest allowed length', async () => {
    for (const slug of ['gibt-es-nicht', 'x'.repeat(120)]) {
      const response = await api().get(`/api/blog/${slug}?lang=en`).expect(404);
      expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it.each(['Grossbuchstaben', 'doppel--strich', '-anfang', 'ende-', 'a_b', 'x'.repeat(121)])(
    'answers 400 naming slug for /api/blog/%s',
    async (slug) => {
      const response = await api().get(`/api/blog/${slug}`).expect(400);
      expect(response.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(response.body.issues).toEqual([expect.objectContaining({ path: 'slug' })]);
    },
  );

  it('answers 400 for an unknown language of a known article', async () => {
    const response = await api().get(`/api/blog/${germanList[0]!.slug}?lang=it`).expect(400);
    expect(response.body.issues).toEqual([expect.objectContaining({ path: 'lang' })]);
  });

  it('shows a post written into the database with a script and onerror without them', async () => {
    const [inserted] = await queryTestDatabase<{ id: number }>(
      `INSERT INTO "${content.schema}".posts (slug, created_at)
       VALUES ('boeser-beitrag', '2019-05-01T00:00:00Z') RETURNING id`,
    );
    await queryTestDatabase(
      `INSERT INTO "${content.schema}".post_translations
         (post_id, language, title, excerpt, content, meta_description, meta_keywords)
       VALUES ($1, 'de', 'Böse', 'Kurz', $2, 'Beschreibung', 'böse')`,
      [
        inserted!.id,
        '<p>Text</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
          '<p><a href="javascript:alert(2)" onclick="alert(3)">Link</a></p>',
      ],
    );

    const shown = await post('boeser-beitrag', '?lang=pl');
    expect(shown.language).toBe('de');
    expect(shown.content).toBe('<p>Text</p><p><a rel="noopener noreferrer">Link</a></p>');
  });
});

describe('when the content service is down', () => {
  it('reports content up in /api/health while it runs', async () => {
    const response = await api().get('/api/health');
    expect(response.body).toMatchObject({ checks: { content: 'up' } });
  });

  it('answers what it read before from its cache and 503 with Retry-After for anything else, reports it down, and recovers without a gateway restart', async () => {
    const listBefore = await list();
    await content.stop();
    // The gateway keeps the answers it has read; the content service is not asked for them.
    expect(await list()).toEqual(listBefore);
    const unread = [`/api/blog/${germanList[1]!.slug}`, `/api/blog/${germanList[2]!.slug}?lang=en`];
    for (const path of unread) {
      const response = await api().get(path);
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toEqual({
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringContaining('content'),
      });
    }
    const health = await api().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'down', checks: { content: 'down' } });

    await content.start();
    await eventually(async () => {
      expect(await post(germanList[1]!.slug)).toMatchObject({ slug: germanList[1]!.slug });
    }, 5_000);
  }, 30_000);
});
