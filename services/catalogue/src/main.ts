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
import { catalogueConfigSchema } from './config/catalogue-config.js';
import { isFatalPostgresError, probePostgres } from './database/postgres-connection.js';
import { createCatalogueMicroservice } from './catalogue-microservice.js';

const SERVICE_NAME = 'catalogue';

async function main(): Promise<void> {
  const config = loadConfig(catalogueConfigSchema);
  const logger = createServiceLogger(SERVICE_NAME, config.LOG_LEVEL);
  const retryLog =
    (dependency: string): WaitOptions['onRetry'] =>
    (attempt, error, delayMs) =>
      logger.warn(
        `Waiting for ${dependency} (attempt ${attempt}, next in ${delayMs} ms): ${String(error)}`,
      );

  const postgres = `PostgreSQL at ${hostOfUrl(config.DATABASE_URL)}`;
  const nats = `NATS at ${hostOfUrl(config.NATS_URL)}`;
  await waitForDependency(postgres, () => probePostgres(config.DATABASE_URL), {
    onRetry: retryLog(postgres),
    isFatal: isFatalPostgresError,
  });
  await waitForDependency(nats, () => probeNats(config.NATS_URL), { onRetry: retryLog(nats) });

  const app = await createCatalogueMicroservice(config, logger);
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen();
  logger.log(`${SERVICE_NAME} ready`);
}

main().catch((error: unknown) => exitOnStartupFailure(SERVICE_NAME, error));
