import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NatsConnection } from '@nats-io/transport-node';
import { cartSubjects } from '@shop/contracts';
import {
  CartProcess,
  connectLoadClient,
  countByInstance,
  freePort,
  requestMany,
  requestNest,
  startPrivateNats,
  steadyLoad,
  sumMetric,
  type PrivateNats,
} from '@shop/test-kit';

// Two real cart processes in one queue group on a NATS of this file's own.
const suite = 'cart_replicas';

let nats: PrivateNats;
let client: NatsConnection;
const replicas: CartProcess[] = [];
const metricsPorts: number[] = [];

async function startReplica(): Promise<CartProcess> {
  const port = await freePort();
  const replica = new CartProcess(nats.url, suite).withEnv({ METRICS_PORT: String(port) });
  replicas.push(replica);
  metricsPorts.push(port);
  await replica.start();
  return replica;
}

const checkHealth = () => requestNest(client, cartSubjects.checkHealth, {});

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

describe('cart with two replicas in one queue group', () => {
  it('answers 1000 requests, each exactly once, using both replicas', async () => {
    const replies = await requestMany(1000, 50, () => checkHealth());

    expect(replies.every((reply) => reply.err === undefined || reply.err === null)).toBe(true);
    const counts = countByInstance(replies);
    expect(counts.size).toBe(2);
    for (const count of counts.values()) expect(count).toBeGreaterThan(100);

    const handled = await Promise.all(
      metricsPorts.map(async (port) => {
        const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        return sumMetric(text, 'nats_messages_handled_total', {
          subject: cartSubjects.checkHealth,
        });
      }),
    );
    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(1000);
  });

  it('loses no request while one replica is replaced under load, and exits 0', async () => {
    const [first] = replicas as [CartProcess];
    const load = steadyLoad(20, () => checkHealth());
    await new Promise((resolve) => setTimeout(resolve, 300));
    const end = await first.stop();
    await startReplica();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const result = await load.stop();

    expect(result.failures).toEqual([]);
    expect(end).toEqual({ code: 0, signal: null });
  }, 60_000);
});
