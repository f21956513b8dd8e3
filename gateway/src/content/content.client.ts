import { Inject, Injectable } from '@nestjs/common';
import {
  contentSubjects,
  getBlogPostResponseSchema,
  listBlogPostsResponseSchema,
  serviceHealthSchema,
  type BlogPost,
  type BlogSlug,
  type ContentLanguage,
  type ListBlogPostsResponse,
  type ServiceHealth,
} from '@shop/contracts';
import { NatsClient } from '../nats/nats-client.js';

/** The content service as the gateway sees it: one method per NATS subject. */
@Injectable()
export class ContentClient {
  constructor(@Inject(NatsClient) private readonly nats: NatsClient) {}

  listPosts(language: ContentLanguage): Promise<ListBlogPostsResponse> {
    return this.nats.request(contentSubjects.listPosts, { language }, listBlogPostsResponseSchema);
  }

  getPost(slug: BlogSlug, language: ContentLanguage): Promise<BlogPost> {
    return this.nats.request(
      contentSubjects.getPost,
      { slug, language },
      getBlogPostResponseSchema,
    );
  }

  checkHealth(timeoutMs: number): Promise<ServiceHealth> {
    return this.nats.request(contentSubjects.checkHealth, {}, serviceHealthSchema, timeoutMs);
  }
}
