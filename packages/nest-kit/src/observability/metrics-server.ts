import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { z } from 'zod';

/** METRICS_PORT: the private port of `/metrics` and `/health/*`; 0 turns the listener off. */
export const metricsConfigSchema = z.object({
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  METRICS_HOST: z.string().min(1).default('0.0.0.0'),
});
export type MetricsConfig = z.infer<typeof metricsConfigSchema>;

export interface MetricsServerOptions {
  port: number;
  host: string;
  registry: Registry;
  /** Readiness: connected to NATS and to the process's own stores. */
  ready: () => Promise<boolean>;
}

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * A small node:http listener on a port that is never exposed publicly: Prometheus scrapes
 * `/metrics`, the orchestrator probes `/health/live` (the process runs) and `/health/ready`
 * (it can do its work: 200, else 503).
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/metrics') {
      options.registry.metrics().then(
        (text) =>
          response.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
      return;
    }
    if (path === '/health/live') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"up"}');
      return;
    }
    if (path === '/health/ready') {
      options.ready().then(
        (ready) =>
          response
            .writeHead(ready ? 200 : 503, { 'content-type': 'application/json' })
            .end(JSON.stringify({ status: ready ? 'up' : 'down' })),
        () =>
          response.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"down"}'),
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
