import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { createServiceLogger } from '@shop/nest-kit';
import { InProcessService, throwAwaySchemaEnv } from '@shop/test-kit';
import { provideEsmHtmlParserToJest } from '../../test-support/esm-html-parser.js';
import type { ContentConfig } from '../../src/config/content-config.js';

// The service's modules load sanitize-html, which Jest can only load once this has run.
await provideEsmHtmlParserToJest();
const { createContentMicroservice } = await import('../../src/content-microservice.js');
/** The service's own save path (the one its seed takes) and its sanitizer. */
export const { storeNewPosts } = await import('../../src/posts/store-posts.js');
export const { sanitizePostHtml } = await import('../../src/html/sanitize-post-html.js');

export function testConfig(schema: string, natsUrl: string): ContentConfig {
  return { ...throwAwaySchemaEnv('content', natsUrl, schema), LOG_LEVEL: 'error' };
}

/** The real content microservice, as `main.ts` builds it; `listen` false runs start-up only. */
export async function startContentService(
  schema: string,
  natsUrl: string,
  options: { listen?: boolean } = {},
): Promise<INestMicroservice> {
  const app = await createContentMicroservice(
    testConfig(schema, natsUrl),
    createServiceLogger('content-e2e', 'error'),
  );
  if (options.listen === false) await app.init();
  else await app.listen();
  return app;
}

/** The content service in this process on a schema of its own (`content_test_<random>`). */
export function contentInProcess(): InProcessService {
  return new InProcessService({
    schemaPrefix: 'content_test',
    start: (schema, natsUrl) => startContentService(schema, natsUrl),
  });
}
