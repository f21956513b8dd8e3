import 'reflect-metadata';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { LASER_UPLOAD_BUCKET, type ErrorBody } from '@shop/contracts';
import { natsConnectionOptions, NatsObjectBucket } from '@shop/nest-kit';
import { testNatsConfig, testRedisUrl } from '@shop/test-kit';
import { Redis } from 'ioredis';
import { firstValueFrom, timeout } from 'rxjs';

/** The suite's name in the throw-away schemas and Redis key prefixes of its services. */
export const suite = 'cart_e2e';

export function connectRedis(): Redis {
  return new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
}

/** A NATS client as the gateway (or, when given, another service) has one. */
export async function connectNatsClient(
  url: string,
  user: 'gateway' | 'orders' = 'gateway',
): Promise<ClientProxy> {
  const client = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: natsConnectionOptions(testNatsConfig(url, user), 'cart-e2e-client'),
  });
  await client.connect();
  return client;
}

/** Sends a request and resolves with the reply, waiting 5 s unless told otherwise. */
export function request<T>(
  client: ClientProxy,
  subject: string,
  payload: unknown,
  timeoutMs = 5_000,
): Promise<T> {
  return firstValueFrom(client.send<T>(subject, payload).pipe(timeout(timeoutMs)));
}

/** Sends a request that must fail and resolves with the error body it carried. */
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

/** The object store of uploads at the NATS of `natsUrl`, as the gateway writes it. */
export function laserUploadBucket(natsUrl: string): NatsObjectBucket {
  return new NatsObjectBucket({
    nats: testNatsConfig(natsUrl, 'gateway'),
    clientName: 'cart-e2e-uploads',
    bucket: LASER_UPLOAD_BUCKET,
    create: {},
  });
}

/** Puts `bytes` into the upload store under `objectName`, as the gateway stores an upload. */
export async function storeUpload(
  natsUrl: string,
  objectName: string,
  bytes: Uint8Array,
): Promise<void> {
  const bucket = laserUploadBucket(natsUrl);
  try {
    await bucket.put(objectName, bytes);
  } finally {
    await bucket.close();
  }
}
