import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  blogPostSchema,
  blogQuerySchema,
  blogSlugSchema,
  type BlogPost,
  type ListBlogPostsResponse,
  listBlogPostsResponseSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { CachedRead } from '../http/read-cache/cached-read.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { blogListItemExample, blogPostExample } from './blog.examples.js';
import { ContentClient } from './content.client.js';

const postParamsSchema = z.object({ slug: blogSlugSchema });

/** The public blog: posts in `?lang=` when translated, else German. */
@ApiTag('Blog')
@Controller('blog')
export class BlogController {
  constructor(@Inject(ContentClient) private readonly content: ContentClient) {}

  @Get()
  @CachedRead('blog')
  @ApiRoute({
    summary: 'List the blog posts',
    query: blogQuerySchema,
    response: {
      description: 'Every post, newest first, each in `lang` where translated, else in German.',
      schema: listBlogPostsResponseSchema,
      example: [blogListItemExample],
    },
    errors: {
      400: 'The language is not de, en or pl.',
      503: 'The content service is not available.',
    },
  })
  list(@Query() query: unknown): Promise<ListBlogPostsResponse> {
    const { lang } = parsePayload(blogQuerySchema, query);
    return this.content.listPosts(lang);
  }

  @Get(':slug')
  @CachedRead('blog')
  @ApiRoute({
    summary: 'Read a blog post',
    description: '`content` is HTML, sanitised by the shop.',
    params: postParamsSchema,
    query: blogQuerySchema,
    response: {
      description: 'The post in `lang` where translated, else in German (`language` says which).',
      schema: blogPostSchema,
      example: blogPostExample,
    },
    errors: {
      400: 'The slug or the language is malformed.',
      404: {
        when: 'There is no such post.',
        example: { message: 'There is no blog post stahl-s999' },
      },
      503: 'The content service is not available.',
    },
  })
  get(@Param() params: unknown, @Query() query: unknown): Promise<BlogPost> {
    const { slug } = parsePayload(postParamsSchema, params);
    const { lang } = parsePayload(blogQuerySchema, query);
    return this.content.getPost(slug, lang);
  }
}
