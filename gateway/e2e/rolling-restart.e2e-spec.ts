import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  PricingProcess,
  type PrivateNats,
  ServiceReplicas,
  startPrivateNats,
  steadyLoad,
} from '@shop/test-kit';
import { GatewayProcess, suite } from './support/gateway-test-environment.js';

// Two pricing replicas behind the gateway, replaced one after the other while visitors ask.
let nats: PrivateNats;
let replicas: ServiceReplicas<PricingProcess>;
const gateway = new GatewayProcess();

/** A quote: unlike the public reads, which the gateway may answer from its cache, it always asks pricing. */
let quote: string;

beforeAll(async () => {
  nats = await startPrivateNats();
  replicas = new ServiceReplicas(() => new PricingProcess(nats.url, suite));
  await Promise.all([replicas.add(), replicas.add()]);
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
  await replicas?.dispose();
  await nats?.stop();
});

describe('a rolling restart of pricing behind the gateway', () => {
  it('answers every request with 200 while both replicas are replaced', async () => {
    const askForQuote = async () => {
      const response = await fetch(`${gateway.url}/api/calculate-price`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: quote,
      });
      await response.arrayBuffer();
      return response.status;
    };
    const load = steadyLoad(20, askForQuote, (status) =>
      status === 200 ? undefined : `answered ${status}`,
    );

    // Each replacement happens while visitors ask: more answers come before and after each one.
    await load.answersMore(100);
    const [first, second] = replicas.all as [PricingProcess, PricingProcess];
    const firstEnd = await first.stop();
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

  it('stops the gateway itself with exit code 0', async () => {
    expect(await gateway.stop()).toEqual({ code: 0, signal: null });
  });
});
