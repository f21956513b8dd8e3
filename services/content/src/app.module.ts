import { Module, type DynamicModule } from '@nestjs/common';
import { serviceDatabaseModule, serviceRootModule } from '@shop/nest-kit';
import { CONTENT_CONFIG, type ContentConfig } from './config/content-config.js';
import { contentTables } from './database/content-tables.js';
import { articleSeeds } from './seed/articles/index.js';
import { storeNewPosts } from './posts/store-posts.js';
import { HealthModule } from './health/health.module.js';
import { PostsModule } from './posts/posts.module.js';

@Module({})
export class AppModule {
  /** The content service wired to one parsed configuration. */
  static forRoot(config: ContentConfig): DynamicModule {
    return serviceRootModule(AppModule, CONTENT_CONFIG, config, [
      serviceDatabaseModule({
        config,
        ...contentTables,
        seed: (dataSource) =>
          storeNewPosts(dataSource.manager, articleSeeds).then(
            (seeded) =>
              `inserted ${seeded.postsInserted} posts, ${seeded.translationsInserted} translations`,
          ),
      }),
      PostsModule,
      HealthModule,
    ]);
  }
}
