import type { ServiceTables } from '@shop/nest-kit';
import { PostTranslationEntity } from '../posts/post-translation.entity.js';
import { PostEntity } from '../posts/post.entity.js';
import { CreateContentTables1795600000000 } from './migrations/1795600000000-create-content-tables.js';

const entities = [PostEntity, PostTranslationEntity];
const migrations = [CreateContentTables1795600000000];

/** The content schema's entities and its migrations, oldest first. */
export const contentTables: ServiceTables = { entities, migrations };
