import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { CONTENT_CONFIG, type ContentConfig } from './config/content-config.js';
import { contentDataSourceOptions } from './database/data-source-options.js';
import { prepareDatabase } from './database/prepare-database.js';
import { HealthModule } from './health/health.module.js';
import { PostsModule } from './posts/posts.module.js';

@Module({})
export class AppModule {
  /** The content service wired to one parsed configuration. */
  static forRoot(config: ContentConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          // Start-up already waited for PostgreSQL; a failure here is not worth nine retries.
          useFactory: () => ({ ...contentDataSourceOptions(config), retryAttempts: 0 }),
          dataSourceFactory: async (options) => {
            const dataSource = new DataSource(options as DataSourceOptions);
            await dataSource.initialize();
            try {
              const seeded = await prepareDatabase(dataSource, config.DB_SCHEMA);
              new Logger('Database').log(
                `Schema ${config.DB_SCHEMA} migrated; seed inserted ${seeded.postsInserted} posts, ` +
                  `${seeded.translationsInserted} translations`,
              );
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
        PostsModule,
        HealthModule,
      ],
      providers: [{ provide: CONTENT_CONFIG, useValue: config }],
      exports: [CONTENT_CONFIG],
    };
  }
}
