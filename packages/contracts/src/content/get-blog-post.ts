import * as z from 'zod/mini';
import { contentSubjects } from '../subjects.js';
import { blogPostSchema, blogSlugSchema } from './blog-post.js';
import { contentLanguageSchema } from './language.js';

export const getBlogPostSubject = contentSubjects.getPost;

/** `content.post.get`: the post in `language` or else German; an unknown slug is a 404 reply. */
export const getBlogPostRequestSchema = z.strictObject({
  slug: blogSlugSchema,
  language: contentLanguageSchema,
});
export type GetBlogPostRequest = z.infer<typeof getBlogPostRequestSchema>;
export const getBlogPostResponseSchema = blogPostSchema;
export type GetBlogPostResponse = z.infer<typeof getBlogPostResponseSchema>;
