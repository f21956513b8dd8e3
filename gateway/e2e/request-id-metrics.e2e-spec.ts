import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  eventually,
  freePort,
  PricingProcess,
  type PrivateNats,
  startPrivateNats,
} from '@shop/test-kit';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

// The gateway and pricing as real processes, logging at debug (one line per request/message).
let nats: PrivateNats;
let pricing: PricingProcess;
const gateway = new GatewayProcess();
let metricsPort: number;

beforeAll(async () => {
  nats = await startPrivateNats();
  // The default level (info) carries the request ids: no debug logging needed to follow a call.
  pricing = new PricingProcess(nats.url, suite);
  await pricing.start();
  metricsPort = await freePort();
  await gateway.start({
    NATS_URL: nats.url,
    METRICS_PORT: String(metricsPort),
  });
}, 60_000);

afterAll(async () => {
  await gateway.dispose();
  await pricing?.dispose();
  await nats?.stop();
});

/** The JSON log lines of a process's output (anything else is skipped). */
function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request ids', () => {
  it('follow a call from the gateway through NATS into the pricing service logs', async () => {
    const requestId = `test-${randomUUID()}`;
    const response = await request(gateway.url)
      .get('/api/materials')
      .set('X-Request-Id', requestId)
      .expect(200);
    expect(response.headers['x-request-id']).toBe(requestId);

    await eventually(async () => {
      const gatewayLines = jsonLines(gateway.output()).filter((l) => l.requestId === requestId);
      const pricingLines = jsonLines(pricing.output()).filter((l) => l.requestId === requestId);
      expect(gatewayLines).toContainEqual(
        expect.objectContaining({
          service: 'gateway',
          message: expect.stringContaining('/api/materials'),
        }),
      );
      expect(pricingLines).toContainEqual(
        expect.objectContaining({
          service: 'pricing',
          message: expect.stringContaining('pricing.material.list'),
        }),
      );
    }, 3_000);
  });

  it('are made when the caller sends none or an unusable one', async () => {
    const fresh = await request(gateway.url).get('/api/materials').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unusable = await request(gateway.url)
      .get('/api/materials')
      .set('X-Request-Id', 'a b"<script>')
      .expect(200);
    expect(unusable.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics', () => {
  it('are served on the metrics port with request counts and NATS round trips', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toMatch(/http_requests_total\{[^}]*route="\/api\/materials"[^}]*status="200"/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{/);
    expect(text).toMatch(
      /nats_request_duration_seconds_count\{[^}]*subject="pricing\.material\.list"/,
    );
  });

  it('are not served on the public port', async () => {
    const response = await request(gateway.url).get('/metrics');
    expect(response.status).not.toBe(200);
    expect(response.text).not.toContain('http_requests_total');
  });

  it('come with liveness and readiness probes', async () => {
    expect((await fetch(`http://127.0.0.1:${metricsPort}/health/live`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/health/ready`)).status).toBe(200);
  });
});
