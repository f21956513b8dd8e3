import 'reflect-metadata';
import { runMicroservice } from '@shop/nest-kit';
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
});
