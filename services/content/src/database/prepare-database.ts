import { prepareSchema } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { articleSeeds } from '../seed/articles/index.js';
import { storeNewPosts, type StoreOutcome } from '../posts/store-posts.js';

/** Creates and migrates the content schema, then stores those of our articles that are missing. */
export function prepareDatabase(dataSource: DataSource, schema: string): Promise<StoreOutcome> {
  return prepareSchema(dataSource, schema, () => storeNewPosts(dataSource.manager, articleSeeds));
}
