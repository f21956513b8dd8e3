import 'reflect-metadata';
import { runMicroservice } from '@shop/nest-kit';
import { catalogueConfigSchema } from './config/catalogue-config.js';
import { createCatalogueMicroservice } from './catalogue-microservice.js';

void runMicroservice({
  name: 'catalogue',
  configSchema: catalogueConfigSchema,
  dependencies: (config) => ({ postgres: config.DATABASE_URL, nats: config.NATS_URL }),
  create: createCatalogueMicroservice,
});
