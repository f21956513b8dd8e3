import 'reflect-metadata';
import {
  createServiceLogger,
  exitOnStartupFailure,
  hostOfUrl,
  loadConfig,
  probeNats,
  waitForDependency,
  type WaitOptions,
} from '@shop/nest-kit';
import { createCartMicroservice } from './cart-microservice.js';
import { cartConfigSchema } from './config/cart-config.js';
import { probeRedis } from './redis/redis-connection.js';

const SERVICE_NAME = 'cart';

async function main(): Promise<void> {
  const config = loadConfig(cartConfigSchema);
  const logger = createServiceLogger(SERVICE_NAME, config.LOG_LEVEL);
  const retryLog =
    (dependency: string): WaitOptions['onRetry'] =>
    (attempt, error, delayMs) =>
      logger.warn(
        `Waiting for ${dependency} (attempt ${attempt}, next in ${delayMs} ms): ${String(error)}`,
      );

  const redis = `Redis at ${hostOfUrl(config.REDIS_URL)}`;
  const nats = `NATS at ${hostOfUrl(config.NATS_URL)}`;
  await waitForDependency(redis, () => probeRedis(config.REDIS_URL), { onRetry: retryLog(redis) });
  await waitForDependency(nats, () => probeNats(config.NATS_URL), { onRetry: retryLog(nats) });

  const app = await createCartMicroservice(config, logger);
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen();
  logger.log(`${SERVICE_NAME} ready`);
}

main().catch((error: unknown) => exitOnStartupFailure(SERVICE_NAME, error));
