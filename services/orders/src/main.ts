import 'reflect-metadata';
import { runMicroservice } from '@shop/nest-kit';
import { ordersConfigSchema } from './config/orders-config.js';
import { HealthController } from './health/health.controller.js';
import { createOrdersMicroservice } from './orders-microservice.js';

void runMicroservice({
  name: 'orders',
  configSchema: ordersConfigSchema,
  dependencies: (config) => ({ postgres: config.DATABASE_URL, nats: config.NATS_URL }),
  create: createOrdersMicroservice,
  ready: async (app) => (await app.get(HealthController).checkHealth()).status === 'up',
});
