import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  contentSubjects,
  getBlogPostRequestSchema,
  listBlogPostsRequestSchema,
  type BlogPost,
  type ListBlogPostsResponse,
} from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { PostsService } from './posts.service.js';

@Controller()
export class PostsController {
  constructor(@Inject(PostsService) private readonly posts: PostsService) {}

  @MessagePattern(contentSubjects.listPosts)
  listPosts(@Payload() payload: unknown): Promise<ListBlogPostsResponse> {
    const { language } = parsePayload(listBlogPostsRequestSchema, payload);
    return this.posts.listPosts(language);
  }

  @MessagePattern(contentSubjects.getPost)
  async getPost(@Payload() payload: unknown): Promise<BlogPost> {
    const { slug, language } = parsePayload(getBlogPostRequestSchema, payload);
    const result = await this.posts.getPost(slug, language);
    if (result.outcome === 'unknown-slug') {
      throw AppError.notFound(`There is no blog post ${result.slug}`);
    }
    return result.post;
  }
}
