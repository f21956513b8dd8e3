import type { ArticleSeed } from './article-seed.js';
import { s235VersusS355Article } from './s235-oder-s355-baustahl-waehlen.js';

export type { ArticleLanguage, ArticleSeed, ArticleTranslation } from './article-seed.js';

/** The articles the content service seeds, newest first. */
export const articleSeeds: ArticleSeed[] = [s235VersusS355Article];
