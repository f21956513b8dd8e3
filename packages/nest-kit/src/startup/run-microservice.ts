import type { NatsConnection } from '@nats-io/transport-node';
import type { ConsoleLogger, INestMicroservice } from '@nestjs/common';
import type { z } from 'zod';
import { hostOfUrl, loadConfig } from '../config/load-config.js';
import { createServiceLogger, type ConfiguredLogLevel } from '../logging/logger.js';
import { isFatalPostgresError, probePostgres } from '../database/probe-postgres.js';
import { natsServerOf } from '../nats/create-nats-microservice.js';
import type { NatsConnectionConfig } from '../nats/nats-options.js';
import { probeNats } from '../nats/probe-nats.js';
import { metricsConfigSchema, startMetricsServer } from '../observability/metrics-server.js';
import { exitOnStartupFailure } from './exit-on-startup-failure.js';
import { waitForDependency } from './wait-for-dependency.js';

/** A dependency the package cannot probe by itself (e.g. Redis, whose client the service owns). */
export interface CustomDependency {
  /** Its kind as written in log lines, e.g. 'Redis'. */
  kind: string;
  url: string;
  probe: (url: string) => Promise<void>;
  isFatal?: (error: unknown) => boolean;
}

/** What a service must reach before it listens, waited for in this order: PostgreSQL, others, NATS. */
export interface MicroserviceDependencies {
  postgres?: string;
  others?: CustomDependency[];
  nats: string;
}

/** What runMicroservice reads of a service's config: the log level and its NATS user, if any. */
type MicroserviceConfig = { LOG_LEVEL: ConfiguredLogLevel } & Omit<
  NatsConnectionConfig,
  'NATS_URL'
>;

export interface RunMicroserviceOptions<Config extends MicroserviceConfig> {
  /** The service's name: the logger's prefix and the `<name> ready` line. */
  name: string;
  /** The environment's schema; invalid variables end the process with the list of problems. */
  configSchema: z.ZodType<Config>;
  dependencies: (config: Config) => MicroserviceDependencies;
  /** Builds the microservice, not yet listening. */
  create: (config: Config, logger: ConsoleLogger) => Promise<INestMicroservice>;
  /**
   * Whether the process can do its work (its database or Redis answers), for `/health/ready`
   * next to the NATS connection, which is always checked.
   */
  ready?: (app: INestMicroservice) => Promise<boolean>;
}

/** A SIGTERM that has not finished shutting down after this long ends the process anyway. */
const SHUTDOWN_LIMIT_MS = 15_000;

/**
 * The whole `main()` of a NATS microservice: parses the configuration, waits with backoff for
 * its dependencies (logging each retry), builds and starts the app with shutdown hooks, then
 * logs `<name> ready` (the line tests and scripts wait for). Any start-up failure ends the
 * process with exit code 1 and one clear message.
 */
export async function runMicroservice<Config extends MicroserviceConfig>(
  options: RunMicroserviceOptions<Config>,
): Promise<void> {
  try {
    const config = loadConfig(options.configSchema);
    const metricsConfig = loadConfig(metricsConfigSchema);
    const logger = createServiceLogger(options.name, config.LOG_LEVEL);
    for (const dependency of startupDependencies(options.dependencies(config), config)) {
      const description = `${dependency.kind} at ${hostOfUrl(dependency.url)}`;
      await waitForDependency(description, () => dependency.probe(dependency.url), {
        isFatal: dependency.isFatal,
        onRetry: (attempt, error, delayMs) =>
          logger.warn(
            `Waiting for ${description} (attempt ${attempt}, next in ${delayMs} ms): ${String(error)}`,
          ),
      });
    }

    const app = await options.create(config, logger);
    // On SIGTERM: stop taking messages, finish those in flight, close NATS, then the stores
    // (GracefulServerNats, then Nest's shutdown hooks), and exit 0 - or 1 after the limit.
    app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        logger.log(`${options.name} stopping on ${signal}`);
        setTimeout(() => {
          logger.error(`${options.name} did not stop within ${SHUTDOWN_LIMIT_MS} ms`);
          process.exit(1);
        }, SHUTDOWN_LIMIT_MS).unref();
      });
    }
    await app.listen();
    // listen() has sent the subscriptions but not waited for the NATS server to take them: one
    // round trip does, so a request right after `ready` (a restart under load) finds a responder.
    await app.unwrap<NatsConnection>().flush();
    if (metricsConfig.METRICS_PORT !== 0) {
      const server = natsServerOf(app);
      try {
        const metrics = await startMetricsServer({
          port: metricsConfig.METRICS_PORT,
          host: metricsConfig.METRICS_HOST,
          registry: server!.metrics!.registry,
          ready: async () =>
            server!.isConnected() && (options.ready ? await options.ready(app) : true),
        });
        logger.log(`${options.name} metrics on port ${metrics.port}`);
      } catch (error) {
        // Several services on one machine (npm start) share the default port; only one gets it.
        logger.warn(
          `Metrics listener on port ${metricsConfig.METRICS_PORT} failed: ${String(error)}`,
        );
      }
    }
    logger.log(`${options.name} ready`);
  } catch (error) {
    exitOnStartupFailure(options.name, error);
  }
}

function startupDependencies(
  dependencies: MicroserviceDependencies,
  config: MicroserviceConfig,
): CustomDependency[] {
  const postgres: CustomDependency[] = dependencies.postgres
    ? [
        {
          kind: 'PostgreSQL',
          url: dependencies.postgres,
          probe: probePostgres,
          isFatal: isFatalPostgresError,
        },
      ]
    : [];
  // The probe signs in as the service's NATS user, so wrong credentials stop the start-up.
  const nats: CustomDependency = {
    kind: 'NATS',
    url: dependencies.nats,
    probe: (url) =>
      probeNats({
        NATS_URL: url,
        NATS_USER: config.NATS_USER,
        NATS_PASSWORD: config.NATS_PASSWORD,
      }),
    isFatal: isNatsAuthorizationError,
  };
  return [...postgres, ...(dependencies.others ?? []), nats];
}

/** Refused credentials (or a half-given pair) do not heal by waiting: stop at once. */
function isNatsAuthorizationError(error: unknown): boolean {
  const text = String(error);
  return /authoriz|NATS_USER/i.test(text);
}
