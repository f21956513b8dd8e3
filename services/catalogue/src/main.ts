import 'reflect-metadata';
import { runMicroservice } from '@shop/nest-kit';
import { HealthController } from './health/health.controller.js';
import { catalogueConfigSchema } from './config/catalogue-config.js';
import { createCatalogueMicroservice } from './catalogue-microservice.js';

void runMicroservice({
  name: 'catalogue',
  configSchema: catalogueConfigSchema,
  dependencies: (config) => ({ postgres: config.DATABASE_URL, nats: config.NATS_URL }),
  create: createCatalogueMicroservice,
  ready: async (app) => (await app.get(HealthController).checkHealth()).status === 'up',
});
