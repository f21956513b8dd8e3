import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NatsConnection } from '@nats-io/transport-node';
import { cartSubjects } from '@shop/contracts';
import {
  CartProcess,
  connectLoadClient,
  countByInstance,
  type PrivateNats,
  requestMany,
  requestNest,
  ServiceReplicas,
  startPrivateNats,
  steadyLoad,
} from '@shop/test-kit';

// Two real cart processes in one queue group on a NATS of this file's own.
const suite = 'cart_replicas';

let nats: PrivateNats;
let client: NatsConnection;
let replicas: ServiceReplicas<CartProcess>;

const checkHealth = () => requestNest(client, cartSubjects.checkHealth, {});

beforeAll(async () => {
  nats = await startPrivateNats();
  replicas = new ServiceReplicas(() => new CartProcess(nats.url, suite));
  await Promise.all([replicas.add(), replicas.add()]);
  client = await connectLoadClient(nats.url);
}, 60_000);

afterAll(async () => {
  await client?.close();
  await replicas?.dispose();
  await nats?.stop();
});

describe('cart with two replicas in one queue group', () => {
  it('answers 1000 requests, each exactly once, using both replicas', async () => {
    const replies = await requestMany(1000, 50, () => checkHealth());

    expect(replies.every((reply) => reply.err === undefined || reply.err === null)).toBe(true);
    const counts = countByInstance(replies);
    expect(counts.size).toBe(2);
    for (const count of counts.values()) expect(count).toBeGreaterThan(100);

    const handled = await replicas.handled(cartSubjects.checkHealth);
    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(1000);
  });

  it('loses no request while one replica is replaced under load, and exits 0', async () => {
    const [first] = replicas.all as [CartProcess];
    const load = steadyLoad(20, () => checkHealth());
    // The replica goes while requests are under way, and they go on once its successor is up.
    await load.answersMore(100);
    const end = await first.stop();
    await replicas.add();
    await load.answersMore(100);
    const result = await load.stop();

    expect(result.failures).toEqual([]);
    expect(end).toEqual({ code: 0, signal: null });
  }, 60_000);
});
