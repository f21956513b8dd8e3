import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import type pg from 'pg';
import { connectTestDatabase, dropSchema, throwAwaySchemaName } from '@shop/test-kit';
import { articleSeeds } from '../src/seed/articles/index.js';
import { DataSource } from 'typeorm';
import {
  sanitizePostHtml,
  startContentService,
  storeNewPosts,
} from './support/content-test-environment.js';

// Start-up only (`init`): nothing here talks to NATS.
const unusedNatsUrl = 'nats://127.0.0.1:4222';

let database: pg.Client;
const schemas: string[] = [];

function newSchema(): string {
  const schema = throwAwaySchemaName('content_test');
  schemas.push(schema);
  return schema;
}

const startUp = (schema: string): Promise<INestMicroservice> =>
  startContentService(schema, unusedNatsUrl, { listen: false });

async function countRows(schema: string): Promise<{ posts: number; translations: number }> {
  const { rows } = await database.query<{ posts: number; translations: number }>(
    `SELECT (SELECT count(*)::int FROM "${schema}".posts) AS posts,
            (SELECT count(*)::int FROM "${schema}".post_translations) AS translations`,
  );
  return rows[0]!;
}

const seededCounts = { posts: articleSeeds.length, translations: articleSeeds.length * 3 };

beforeAll(async () => {
  database = await connectTestDatabase();
});

afterAll(async () => {
  if (database) {
    for (const schema of schemas) await dropSchema(schema, database);
    await database.end();
  }
});

describe('content schema start-up', () => {
  it('migrates and seeds a fresh schema with every article in three languages', async () => {
    const schema = newSchema();
    await (await startUp(schema)).close();
    expect(articleSeeds.length).toBeGreaterThanOrEqual(6);
    expect(await countRows(schema)).toEqual(seededCounts);
    const { rows } = await database.query(`SELECT name FROM "${schema}".migrations`);
    expect(rows).toEqual([{ name: 'CreateContentTables1795600000000' }]);
  });

  it('stores the seeded bodies already sanitized', async () => {
    const schema = newSchema();
    await (await startUp(schema)).close();
    const { rows } = await database.query<{
      slug: string;
      language: 'de' | 'en' | 'pl';
      content: string;
    }>(
      `SELECT p.slug, t.language, t.content FROM "${schema}".post_translations t
         JOIN "${schema}".posts p ON p.id = t.post_id`,
    );
    expect(rows).toHaveLength(seededCounts.translations);
    for (const row of rows) {
      const seed = articleSeeds.find((article) => article.slug === row.slug)!;
      expect(row.content).toBe(sanitizePostHtml(seed.translations[row.language].content));
    }
  });

  it('a second start inserts nothing and keeps what was changed in the database', async () => {
    const schema = newSchema();
    await (await startUp(schema)).close();
    const slug = articleSeeds[0]!.slug;
    await database.query(
      `UPDATE "${schema}".post_translations SET title = 'Geändert'
         WHERE language = 'de' AND post_id = (SELECT id FROM "${schema}".posts WHERE slug = $1)`,
      [slug],
    );
    await (await startUp(schema)).close();
    expect(await countRows(schema)).toEqual(seededCounts);
    const { rows } = await database.query<{ title: string }>(
      `SELECT t.title FROM "${schema}".post_translations t JOIN "${schema}".posts p
         ON p.id = t.post_id WHERE p.slug = $1 AND t.language = 'de'`,
      [slug],
    );
    expect(rows).toEqual([{ title: 'Geändert' }]);
  });

  it('seeds once when two replicas start on a fresh schema at the same moment', async () => {
    const schema = newSchema();
    const apps = await Promise.all([startUp(schema), startUp(schema)]);
    await Promise.all(apps.map((app) => app.close()));
    expect(await countRows(schema)).toEqual(seededCounts);
  });

  it('refuses a batch with a post the blog could not show, writing none of it', async () => {
    const schema = newSchema();
    const app = await startUp(schema);
    try {
      const german = articleSeeds[0]!.translations.de;
      const good = { slug: 'guter-beitrag', createdAt: '2024-01-01', translations: { de: german } };
      const manager = app.get(DataSource).manager;
      for (const bad of [
        { ...good, slug: 'Schlechter Slug' },
        { ...good, slug: 'schlechtes-datum', createdAt: 'gestern' },
        { ...good, slug: 'ohne-titel', translations: { de: { ...german, title: ' ' } } },
      ]) {
        await expect(storeNewPosts(manager, [good, bad])).rejects.toThrow(bad.slug);
      }
      expect(await countRows(schema)).toEqual(seededCounts);
    } finally {
      await app.close();
    }
  });
});
