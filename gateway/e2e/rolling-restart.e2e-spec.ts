import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PricingProcess, type PrivateNats, startPrivateNats } from '@shop/test-kit';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

// Two pricing replicas behind the gateway, replaced one after the other while visitors ask.
let nats: PrivateNats;
const replicas: PricingProcess[] = [];
const gateway = new GatewayProcess();

async function startReplica(): Promise<PricingProcess> {
  const replica = new PricingProcess(nats.url, suite);
  replicas.push(replica);
  await replica.start();
  return replica;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A quote: unlike the public reads, which the gateway may answer from its cache, it always asks pricing. */
let quote: string;

beforeAll(async () => {
  nats = await startPrivateNats();
  await Promise.all([startReplica(), startReplica()]);
  await gateway.start({ NATS_URL: nats.url });
  const materials = (await (await fetch(`${gateway.url}/api/materials`)).json()) as {
    id: number;
    name: string;
  }[];
  const steel = materials.find((material) => material.name === 'steel_s235')!;
  quote = JSON.stringify({ materialId: steel.id, width: 1000, height: 500, thickness: 3 });
}, 60_000);

afterAll(async () => {
  await gateway.dispose();
  await Promise.all(replicas.map((replica) => replica.dispose()));
  await nats?.stop();
});

describe('a rolling restart of pricing behind the gateway', () => {
  it('answers every request with 200 while both replicas are replaced', async () => {
    let running = true;
    const statuses = new Map<number, number>();
    const loops = Array.from({ length: 20 }, async () => {
      while (running) {
        const response = await fetch(`${gateway.url}/api/calculate-price`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: quote,
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    });

    await pause(300);
    const [first, second] = replicas as [PricingProcess, PricingProcess];
    const firstEnd = await first.stop();
    await startReplica();
    await pause(300);
    const secondEnd = await second.stop();
    await pause(300);
    running = false;
    await Promise.all(loops);

    expect([...statuses.keys()]).toEqual([200]);
    expect(statuses.get(200)).toBeGreaterThan(100);
    expect(firstEnd).toEqual({ code: 0, signal: null });
    expect(secondEnd).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('stops the gateway itself with exit code 0', async () => {
    expect(await gateway.stop()).toEqual({ code: 0, signal: null });
  });
});
