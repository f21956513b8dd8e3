import type { ClientProxy } from '@nestjs/microservices';
import { pricingSubjects, type ListMaterialsResponse } from '@shop/contracts';
import { type PrivateNats, startPrivateNats } from './harness/nats.js';
import { connectNatsClient, request } from './nest-client.js';
import type { ServiceProcess } from './service-process.js';

/** Services of ours running on a NATS of their own, as {@link startOnPrivateNats} started them. */
export interface RunningServices<Services extends Record<string, ServiceProcess>> {
  nats: PrivateNats;
  services: Services;
  /** A Nest NATS client as the gateway has one. */
  client: ClientProxy;
  /** Closes the client, disposes of the services (the last started first) and of the NATS. */
  stop(): Promise<void>;
}

/** How {@link startOnPrivateNats} starts them. */
export interface StartOnPrivateNatsOptions {
  /** How long the client's requests wait for a reply; 5 s unless given. */
  replyWithinMs?: number;
  /** Runs once the NATS is up, before the services start: e.g. makes a stream another service would. */
  beforeStart?: (natsUrl: string) => Promise<void>;
}

/**
 * Starts a private NATS, the services `create` makes for it (all at once, as a deployment
 * does) and a client. Whatever it started is stopped again when a start fails.
 */
export async function startOnPrivateNats<Services extends Record<string, ServiceProcess>>(
  create: (natsUrl: string) => Services,
  options: StartOnPrivateNatsOptions = {},
): Promise<RunningServices<Services>> {
  const nats = await startPrivateNats();
  const started: ServiceProcess[] = [];
  let client: ClientProxy | undefined;
  const stop = async () => {
    await client?.close();
    for (const service of started.reverse()) await service.dispose();
    await nats.dispose();
  };
  try {
    await options.beforeStart?.(nats.url);
    const services = create(nats.url);
    started.push(...Object.values(services));
    await Promise.all(started.map((service) => service.start()));
    client = await connectNatsClient(nats.url, {
      ...(options.replyWithinMs === undefined ? {} : { replyWithinMs: options.replyWithinMs }),
    });
    return { nats, services, client, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** The id pricing gave the material `name` (the seed's `steel_s235`, say); fails when none has it. */
export async function materialIdByName(client: ClientProxy, name: string): Promise<number> {
  const materials = await request<ListMaterialsResponse>(client, pricingSubjects.listMaterials, {});
  const material = materials.find((candidate) => candidate.name === name);
  if (!material) throw new Error(`pricing has no material named ${name}`);
  return material.id;
}
