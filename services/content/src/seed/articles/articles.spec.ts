import { describe, expect, it } from '@jest/globals';
import type { ArticleLanguage } from './article-seed.js';
import { articleSeeds } from './index.js';

const languages: ArticleLanguage[] = ['de', 'en', 'pl'];
const slugFormat = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const shopRoutes = [
  /^\/$/,
  /^\/konfigurator$/,
  /^\/laserschnitt-rechner$/,
  /^\/shop$/,
  /^\/warenkorb$/,
  /^\/blog$/,
  /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
];

const translations = articleSeeds.flatMap((article) =>
  languages.map((language) => ({
    name: `${article.slug} (${language})`,
    translation: article.translations[language],
  })),
);

function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
}

function wordsOf(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
}

describe('seeded blog articles', () => {
  it('are six, with unique lowercase hyphenated slugs', () => {
    const slugs = articleSeeds.map((article) => article.slug);
    expect(slugs).toHaveLength(6);
    expect(new Set(slugs).size).toBe(6);
    for (const slug of slugs) expect(slug).toMatch(slugFormat);
  });

  it('are dated in 2025 and listed newest first', () => {
    const times = articleSeeds.map((article) => Date.parse(article.createdAt));
    for (const article of articleSeeds) {
      expect(new Date(article.createdAt).toISOString()).toBe(article.createdAt);
      expect(article.createdAt.startsWith('2025-')).toBe(true);
    }
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('exist in German, English and Polish with every field filled', () => {
    for (const { translation } of translations) {
      for (const field of Object.values(translation)) expect(field.trim()).not.toBe('');
    }
  });

  it.each(translations)(
    '$name has a meta description of at most 160 characters',
    ({ translation }) => {
      expect(translation.metaDescription.length).toBeLessThanOrEqual(160);
    },
  );

  it.each(translations)('$name has comma-separated keywords', ({ translation }) => {
    const keywords = translation.metaKeywords.split(',').map((keyword) => keyword.trim());
    expect(keywords.length).toBeGreaterThanOrEqual(3);
    for (const keyword of keywords) expect(keyword).not.toBe('');
  });

  it.each(translations)(
    '$name carries no script, inline style or event handler',
    ({ translation }) => {
      const html = translation.content;
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/style=/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    },
  );

  it.each(translations)('$name uses only the tags the blog renders', ({ translation }) => {
    const allowed = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a']);
    for (const tag of ['table', 'thead', 'tbody', 'tr', 'th', 'td']) allowed.add(tag);
    const tags = [...translation.content.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1]);
    for (const tag of tags) expect(allowed).toContain(tag);
  });

  it.each(translations)('$name links only to pages of the shop', ({ translation }) => {
    for (const href of hrefsOf(translation.content)) {
      expect(shopRoutes.some((route) => route.test(href))).toBe(true);
    }
  });

  it('links to other articles only by slugs that exist', () => {
    const slugs = new Set(articleSeeds.map((article) => article.slug));
    for (const { translation } of translations) {
      for (const href of hrefsOf(translation.content)) {
        if (href.startsWith('/blog/')) expect(slugs).toContain(href.slice('/blog/'.length));
      }
    }
  });

  it.each(articleSeeds)('$slug has a German body of 400 to 700 words', (article) => {
    const words = wordsOf(article.translations.de.content);
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(700);
  });
});
