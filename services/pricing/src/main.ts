import 'reflect-metadata';
import { runMicroservice } from '@shop/nest-kit';
import { HealthController } from './health/health.controller.js';
import { pricingConfigSchema } from './config/pricing-config.js';
import { createPricingMicroservice } from './pricing-microservice.js';

void runMicroservice({
  name: 'pricing',
  configSchema: pricingConfigSchema,
  dependencies: (config) => ({ postgres: config.DATABASE_URL, nats: config.NATS_URL }),
  create: createPricingMicroservice,
  ready: async (app) => (await app.get(HealthController).checkHealth()).status === 'up',
});
