import 'reflect-metadata';
import { runMicroservice } from '@shop/nest-kit';
import { HealthController } from './health/health.controller.js';
import { createCartMicroservice } from './cart-microservice.js';
import { cartConfigSchema } from './config/cart-config.js';
import { probeRedis } from './redis/redis-connection.js';

void runMicroservice({
  name: 'cart',
  configSchema: cartConfigSchema,
  dependencies: (config) => ({
    others: [{ kind: 'Redis', url: config.REDIS_URL, probe: probeRedis }],
    nats: config.NATS_URL,
  }),
  create: createCartMicroservice,
  ready: async (app) => (await app.get(HealthController).checkHealth()).status === 'up',
});
