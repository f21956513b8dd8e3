import 'reflect-metadata';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { ErrorBody } from '@shop/contracts';
import { natsConnectionOptions } from '@shop/nest-kit';
import { firstValueFrom, timeout } from 'rxjs';
import type { TestNatsUser } from './harness/nats.js';
import { testNatsConfig } from './nats-users.js';

/** How long a request waits for its reply unless the client or the call says otherwise. */
const DEFAULT_REPLY_WITHIN_MS = 5_000;

/** Each client's own wait for a reply, as it was connected with. */
const replyWithinMs = new WeakMap<ClientProxy, number>();

/** Who a test's Nest client is on NATS, and how long its requests wait. */
export interface NatsClientOptions {
  /** The NATS user it signs in as; the gateway's unless given, as the gateway is the one caller. */
  user?: TestNatsUser;
  /** Its connection's name in NATS monitoring ('cart-e2e-client'). */
  name?: string;
  /** How long each of its requests waits for a reply unless the call says otherwise; 5 s. */
  replyWithinMs?: number;
}

/**
 * A Nest NATS client as our services have one (Nest's request-reply wire format), connected to
 * the NATS at `natsUrl` as `options.user` with that user's permissions.
 */
export async function connectNatsClient(
  natsUrl: string,
  options: NatsClientOptions = {},
): Promise<ClientProxy> {
  const { user = 'gateway', name = `${user}-test-client`, replyWithinMs: wait } = options;
  const client = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: natsConnectionOptions(testNatsConfig(natsUrl, user), name),
  });
  await client.connect();
  if (wait !== undefined) replyWithinMs.set(client, wait);
  return client;
}

/**
 * Sends a request and resolves with the reply; rejects with the error body a failed handler
 * answered, or with a TimeoutError once `timeoutMs` (the client's wait unless given) have passed.
 */
export function request<T>(
  client: ClientProxy,
  subject: string,
  payload: unknown,
  timeoutMs = replyWithinMs.get(client) ?? DEFAULT_REPLY_WITHIN_MS,
): Promise<T> {
  return firstValueFrom(client.send<T>(subject, payload).pipe(timeout(timeoutMs)));
}

/**
 * Sends a request that must fail and resolves with the error body it carried (a TimeoutError
 * when no reply came within `timeoutMs`); a reply fails the test.
 */
export async function requestError(
  client: ClientProxy,
  subject: string,
  payload: unknown,
  timeoutMs?: number,
): Promise<ErrorBody> {
  let reply: unknown;
  try {
    reply = await request<unknown>(client, subject, payload, timeoutMs);
  } catch (error) {
    return error as ErrorBody;
  }
  // Outside the try, so a success fails the test instead of passing as an "error body".
  throw new Error(`expected an error reply, got ${JSON.stringify(reply)}`);
}
