import { describe, expect, it } from '@jest/globals';
import { blogQuerySchema } from './list-blog-posts.js';
import { getBlogPostRequestSchema } from './get-blog-post.js';
import { blogSlugSchema } from './blog-post.js';

describe('blog contracts', () => {
  it('accepts lowercase hyphenated slugs up to 120 characters', () => {
    expect(blogSlugSchema.safeParse('s235-oder-s355').success).toBe(true);
    expect(blogSlugSchema.safeParse('a'.repeat(120)).success).toBe(true);
  });

  it.each([
    '',
    'S235',
    'double--hyphen',
    '-leading',
    'trailing-',
    'ümlaut',
    'a/b',
    'a'.repeat(121),
  ])('refuses the slug %j', (slug) => {
    expect(blogSlugSchema.safeParse(slug).success).toBe(false);
  });

  it('defaults the HTTP language to German and refuses unknown languages', () => {
    expect(blogQuerySchema.parse({})).toEqual({ lang: 'de' });
    expect(blogQuerySchema.parse({ lang: 'pl' })).toEqual({ lang: 'pl' });
    expect(blogQuerySchema.safeParse({ lang: 'fr' }).success).toBe(false);
    expect(blogQuerySchema.safeParse({ lang: ['de', 'en'] }).success).toBe(false);
  });

  it('requires a language on the NATS request', () => {
    expect(getBlogPostRequestSchema.safeParse({ slug: 'a' }).success).toBe(false);
    expect(getBlogPostRequestSchema.parse({ slug: 'a', language: 'en' })).toEqual({
      slug: 'a',
      language: 'en',
    });
  });
});
