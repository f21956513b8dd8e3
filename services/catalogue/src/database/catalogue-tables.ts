import type { ServiceTables } from '@shop/nest-kit';
import { CategoryEntity } from '../categories/category.entity.js';
import { ProductDimensionEntity } from '../product-dimensions/product-dimension.entity.js';
import { ProductEntity } from '../products/product.entity.js';
import { CreateCatalogueTables1795600000000 } from './migrations/1795600000000-create-catalogue-tables.js';
import { CreateChangeGeneration1796450000000 } from './migrations/1796450000000-create-change-generation.js';
import { AddCatalogueTranslations1796500000000 } from './migrations/1796500000000-add-catalogue-translations.js';

const entities = [CategoryEntity, ProductEntity, ProductDimensionEntity];
const migrations = [
  CreateCatalogueTables1795600000000,
  CreateChangeGeneration1796450000000,
  AddCatalogueTranslations1796500000000,
];

/** The catalogue schema's entities and its migrations, oldest first. */
export const catalogueTables: ServiceTables = { entities, migrations };
