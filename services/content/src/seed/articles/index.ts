import type { ArticleSeed } from './article-seed.js';
import { aluminium5754OutdoorArticle } from './aluminium-5754-fuer-aussenanwendungen.js';
import { dxfPreparationArticle } from './dxf-fuer-laserschneiden-vorbereiten.js';
import { stainless304Versus316Article } from './edelstahl-304-oder-316.js';
import { minimumHoleSizeArticle } from './mindestlochgroesse-nach-blechdicke.js';
import { s235VersusS355Article } from './s235-oder-s355-baustahl-waehlen.js';
import { laserCuttingTolerancesArticle } from './toleranzen-beim-laserschneiden.js';

export type { ArticleLanguage, ArticleSeed, ArticleTranslation } from './article-seed.js';

/** The articles the content service seeds, newest first. */
export const articleSeeds: ArticleSeed[] = [
  minimumHoleSizeArticle,
  stainless304Versus316Article,
  laserCuttingTolerancesArticle,
  dxfPreparationArticle,
  aluminium5754OutdoorArticle,
  s235VersusS355Article,
];
