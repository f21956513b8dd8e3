import * as z from 'zod/mini';
import { contentSubjects } from '../subjects.js';
import { blogPostListItemSchema } from './blog-post.js';
import { contentLanguageSchema } from './language.js';

export const listBlogPostsSubject = contentSubjects.listPosts;

/** `content.post.list`: every post, newest first, each in `language` or else German. */
export const listBlogPostsRequestSchema = z.strictObject({ language: contentLanguageSchema });
export type ListBlogPostsRequest = z.infer<typeof listBlogPostsRequestSchema>;
export const listBlogPostsResponseSchema = z.array(blogPostListItemSchema);
export type ListBlogPostsResponse = z.infer<typeof listBlogPostsResponseSchema>;

/**
 * Query of `GET /api/blog` and `GET /api/blog/:slug`: `lang` is optional and defaults to German;
 * other parameters (a cache buster, a tracking tag) are ignored rather than refused.
 */
export const blogQuerySchema = z.object({ lang: z._default(contentLanguageSchema, 'de') });
export type BlogQuery = z.infer<typeof blogQuerySchema>;
