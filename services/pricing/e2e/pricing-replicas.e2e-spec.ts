import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NatsConnection } from '@nats-io/transport-node';
import { pricingSubjects } from '@shop/contracts';
import {
  connectLoadClient,
  countByInstance,
  PricingProcess,
  type PrivateNats,
  requestMany,
  requestNest,
  ServiceReplicas,
  startPrivateNats,
  steadyLoad,
} from '@shop/test-kit';

// Two real pricing processes in one queue group on a NATS of this file's own.
const suite = 'pricing_replicas';

let nats: PrivateNats;
let client: NatsConnection;
let replicas: ServiceReplicas<PricingProcess>;

const checkHealth = () => requestNest(client, pricingSubjects.checkHealth, {});

beforeAll(async () => {
  nats = await startPrivateNats();
  replicas = new ServiceReplicas(() => new PricingProcess(nats.url, suite));
  await Promise.all([replicas.add(), replicas.add()]);
  client = await connectLoadClient(nats.url);
}, 60_000);

afterAll(async () => {
  await client?.close();
  await replicas?.dispose();
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
    const handled = await replicas.handled(pricingSubjects.checkHealth);
    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(1000);
    expect(handled.every((count) => count > 0)).toBe(true);
  });

  it('serves /health/live and /health/ready on the metrics port', async () => {
    const [port] = replicas.metricsPorts;
    const live = await fetch(`http://127.0.0.1:${port}/health/live`);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
    expect([live.status, ready.status]).toEqual([200, 200]);
  });

  it('loses no request while both replicas are replaced one after the other under load', async () => {
    const [first, second] = replicas.all as [PricingProcess, PricingProcess];
    const load = steadyLoad(20, () => checkHealth());
    // Each step happens while requests are under way: the load answers more before each one.
    await load.answersMore(100);

    const firstEnd = await first.stop();
    // one replica alone carries the load
    await load.answersMore(100);
    await replicas.add();
    await load.answersMore(100);
    const secondEnd = await second.stop();
    await load.answersMore(100);

    const result = await load.stop();
    expect(result.failures).toEqual([]);
    expect(result.answered).toBeGreaterThan(100);
    expect(firstEnd).toEqual({ code: 0, signal: null });
    expect(secondEnd).toEqual({ code: 0, signal: null });
  }, 60_000);
});
