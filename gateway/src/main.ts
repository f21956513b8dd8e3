import 'reflect-metadata';
import {
  createServiceLogger,
  exitOnStartupFailure,
  hostOfUrl,
  probeNats,
  waitForDependency,
} from '@shop/nest-kit';
import { createGatewayApp } from './app.js';
import { loadGatewayConfig } from './config/gateway-config.js';
import { isFatalPostgresError, probePostgres } from './database/probe-postgres.js';

const SERVICE_NAME = 'gateway';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createServiceLogger(SERVICE_NAME, config.LOG_LEVEL);

  await waitForDependency('NATS', () => probeNats(config.NATS_URL), {
    timeoutMs: 15_000,
    onRetry: (attempt, error, delayMs) =>
      logger.warn(
        `Waiting for NATS at ${hostOfUrl(config.NATS_URL)} (attempt ${attempt}, next in ${delayMs} ms; ` +
          `start it with \`nats-server -js\`): ${String(error)}`,
      ),
  });

  const postgres = `PostgreSQL at ${hostOfUrl(config.DATABASE_URL)}`;
  await waitForDependency(postgres, () => probePostgres(config.DATABASE_URL), {
    timeoutMs: 15_000,
    isFatal: isFatalPostgresError,
    onRetry: (attempt, error, delayMs) =>
      logger.warn(
        `Waiting for ${postgres} (attempt ${attempt}, next in ${delayMs} ms): ${String(error)}`,
      ),
  });

  const app = await createGatewayApp(config, logger);
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.log(`${SERVICE_NAME} ready on http://localhost:${config.PORT}`);
}

main().catch((error: unknown) => exitOnStartupFailure(SERVICE_NAME, error));
