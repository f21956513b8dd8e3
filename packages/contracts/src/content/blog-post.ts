import * as z from 'zod/mini';
import { contentLanguageSchema } from './language.js';

/** Lowercase words of letters and digits joined by single hyphens, e.g. `s235-oder-s355`. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const blogSlugSchema = z
  .string()
  .check(
    z.maxLength(120),
    z.regex(blogSlugPattern, 'Lowercase letters and digits joined by single hyphens only'),
  );
export type BlogSlug = z.infer<typeof blogSlugSchema>;

/**
 * One post in the blog list, in `language`: the requested language when the post has that
 * translation, else German.
 */
export const blogPostListItemSchema = z.object({
  slug: blogSlugSchema,
  title: z.string(),
  excerpt: z.string(),
  /** ISO 8601 timestamp, e.g. "2026-03-14T00:00:00.000Z". */
  createdAt: z.iso.datetime(),
  language: contentLanguageSchema,
});
export type BlogPostListItem = z.infer<typeof blogPostListItemSchema>;

/** One whole post; `content` is HTML already sanitized by the content service. */
export const blogPostSchema = z.object({
  ...blogPostListItemSchema.shape,
  content: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
