import 'reflect-metadata';
import { runMicroservice } from '@shop/nest-kit';
import { HealthController } from './health/health.controller.js';
import { contentConfigSchema } from './config/content-config.js';
import { createContentMicroservice } from './content-microservice.js';

void runMicroservice({
  name: 'content',
  configSchema: contentConfigSchema,
  dependencies: (config) => ({ postgres: config.DATABASE_URL, nats: config.NATS_URL }),
  create: createContentMicroservice,
  ready: async (app) => (await app.get(HealthController).checkHealth()).status === 'up',
});
