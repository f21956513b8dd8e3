import { afterEach, describe, expect, it } from '@jest/globals';
import { Counter, Registry } from 'prom-client';
import { metricsConfigSchema, startMetricsServer, type MetricsServer } from './metrics-server.js';

let server: MetricsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(ready: () => Promise<boolean>): Promise<string> {
  const registry = new Registry();
  new Counter({ name: 'probe_total', help: 'a test counter', registers: [registry] }).inc();
  server = await startMetricsServer({ port: 0, host: '127.0.0.1', registry, ready });
  return `http://127.0.0.1:${server.port}`;
}

describe('metrics listener', () => {
  it('defaults METRICS_PORT to 9464', () => {
    expect(metricsConfigSchema.parse({}).METRICS_PORT).toBe(9464);
    expect(metricsConfigSchema.parse({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
  });

  it('serves /metrics, /health/live and /health/ready', async () => {
    const url = await start(async () => true);
    const metrics = await fetch(`${url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('probe_total 1');
    expect((await fetch(`${url}/health/live`)).status).toBe(200);
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);
    expect((await fetch(`${url}/other`)).status).toBe(404);
  });

  it('answers 503 on /health/ready while not ready, or when the check fails', async () => {
    const url = await start(async () => false);
    expect((await fetch(`${url}/health/ready`)).status).toBe(503);
    await server?.close();
    const failing = await start(async () => {
      throw new Error('down');
    });
    expect((await fetch(`${failing}/health/ready`)).status).toBe(503);
  });
});
