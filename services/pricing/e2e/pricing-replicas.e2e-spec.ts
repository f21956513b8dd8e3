import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NatsConnection } from '@nats-io/transport-node';
import { pricingSubjects } from '@shop/contracts';
import {
  connectLoadClient,
  countByInstance,
  freePort,
  PricingProcess,
  requestMany,
  requestNest,
  startPrivateNats,
  steadyLoad,
  sumMetric,
  type PrivateNats,
} from '@shop/test-kit';

// Two real pricing processes in one queue group on a NATS of this file's own.
const suite = 'pricing_replicas';

let nats: PrivateNats;
let client: NatsConnection;
const replicas: PricingProcess[] = [];
const metricsPorts: number[] = [];

async function startReplica(): Promise<PricingProcess> {
  const port = await freePort();
  const replica = new PricingProcess(nats.url, suite).withEnv({ METRICS_PORT: String(port) });
  replicas.push(replica);
  metricsPorts.push(port);
  await replica.start();
  return replica;
}

async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  return response.text();
}

const checkHealth = () => requestNest(client, pricingSubjects.checkHealth, {});

beforeAll(async () => {
  nats = await startPrivateNats();
  await Promise.all([startReplica(), startReplica()]);
  client = await connectLoadClient(nats.url);
}, 60_000);

afterAll(async () => {
  await client?.close();
  await Promise.all(replicas.map((replica) => replica.dispose()));
  await nats?.stop();
});

describe('pricing with two replicas in one queue group', () => {
  it('answers 1000 requests, each exactly once, using both replicas', async () => {
    const replies = await requestMany(1000, 50, () => checkHealth());

    expect(replies.every((reply) => reply.err === undefined || reply.err === null)).toBe(true);
    const counts = countByInstance(replies);
    expect(counts.size).toBe(2);
    for (const count of counts.values()) expect(count).toBeGreaterThan(100);

    // Each replica counted what it handled: together exactly the 1000, so none was handled twice.
    const handled = await Promise.all(
      metricsPorts.map(async (port) =>
        sumMetric(await scrape(port), 'nats_messages_handled_total', {
          subject: pricingSubjects.checkHealth,
        }),
      ),
    );
    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(1000);
    expect(handled.every((count) => count > 0)).toBe(true);
  });

  it('serves /health/live and /health/ready on the metrics port', async () => {
    const live = await fetch(`http://127.0.0.1:${metricsPorts[0]}/health/live`);
    const ready = await fetch(`http://127.0.0.1:${metricsPorts[0]}/health/ready`);
    expect([live.status, ready.status]).toEqual([200, 200]);
  });

  it('loses no request while both replicas are replaced one after the other under load', async () => {
    const [first, second] = replicas as [PricingProcess, PricingProcess];
    const load = steadyLoad(20, () => checkHealth());
    await new Promise((resolve) => setTimeout(resolve, 300));

    const firstEnd = await first.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await startReplica();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const secondEnd = await second.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const result = await load.stop();
    expect(result.failures).toEqual([]);
    expect(result.answered).toBeGreaterThan(100);
    expect(firstEnd).toEqual({ code: 0, signal: null });
    expect(secondEnd).toEqual({ code: 0, signal: null });
  }, 60_000);
});
