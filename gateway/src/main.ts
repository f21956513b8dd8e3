import 'reflect-metadata';
import {
  createServiceLogger,
  exitOnStartupFailure,
  hostOfUrl,
  isFatalPostgresError,
  loadConfig,
  metricsConfigSchema,
  probeNats,
  probePostgres,
  startMetricsServer,
  waitForDependency,
} from '@shop/nest-kit';
import { Redis } from 'ioredis';
import { createGatewayApp } from './app.js';
import { loadGatewayConfig } from './config/gateway-config.js';
import { NatsClient } from './nats/nats-client.js';
import { gatewayMetrics } from './observability/gateway-metrics.js';

const SERVICE_NAME = 'gateway';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const metricsConfig = loadConfig(metricsConfigSchema);
  const logger = createServiceLogger(SERVICE_NAME, config.LOG_LEVEL);

  await waitForDependency('NATS', () => probeNats(config), {
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

  const redis = `Redis at ${hostOfUrl(config.REDIS_URL)}`;
  await waitForDependency(redis, () => probeRedis(config.REDIS_URL), {
    timeoutMs: 15_000,
    onRetry: (attempt, error, delayMs) =>
      logger.warn(
        `Waiting for ${redis} (attempt ${attempt}, next in ${delayMs} ms): ${String(error)}`,
      ),
  });

  const app = await createGatewayApp(config, logger);
  // SIGTERM: stop accepting, answer the requests in flight, close NATS and the stores, exit 0.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  await app.listen({ port: config.PORT, host: config.HOST });
  if (metricsConfig.METRICS_PORT !== 0) {
    // A listener of its own: /metrics and the probes never reach the public port.
    const metrics = await startMetricsServer({
      port: metricsConfig.METRICS_PORT,
      host: metricsConfig.METRICS_HOST,
      registry: gatewayMetrics.registry,
      // Ready while NATS is connected: every shop call goes that way. PostgreSQL and Redis serve
      // only admin sign-in; a short outage of theirs must not take every gateway pod out of the
      // load balancer (quotes, catalogue and cart still work), and a service being down is
      // answered with 503 + Retry-After, not by readiness. /api/health reports each dependency.
      ready: () => Promise.resolve(app.get(NatsClient).isConnected()),
    }).catch((error: unknown) => {
      logger.warn(
        `Metrics listener on port ${metricsConfig.METRICS_PORT} failed: ${String(error)}`,
      );
      return undefined;
    });
    if (metrics) logger.log(`${SERVICE_NAME} metrics on port ${metrics.port}`);
  }
  logger.log(`${SERVICE_NAME} ready on http://localhost:${config.PORT}`);
}

/** Connects once, sends PING and disconnects; rejects when Redis is not reachable. */
async function probeRedis(url: string): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2_000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}

main().catch((error: unknown) => exitOnStartupFailure(SERVICE_NAME, error));
