import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  blogQuerySchema,
  blogSlugSchema,
  type BlogPost,
  type ListBlogPostsResponse,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { ContentClient } from './content.client.js';

const postParamsSchema = z.object({ slug: blogSlugSchema });

/** The public blog (SPEC 7): posts in `?lang=` when translated, else German. */
@Controller('blog')
export class BlogController {
  constructor(@Inject(ContentClient) private readonly content: ContentClient) {}

  @Get()
  list(@Query() query: unknown): Promise<ListBlogPostsResponse> {
    const { lang } = parsePayload(blogQuerySchema, query);
    return this.content.listPosts(lang);
  }

  @Get(':slug')
  get(@Param() params: unknown, @Query() query: unknown): Promise<BlogPost> {
    const { slug } = parsePayload(postParamsSchema, params);
    const { lang } = parsePayload(blogQuerySchema, query);
    return this.content.getPost(slug, lang);
  }
}
