import 'reflect-metadata';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import type { ErrorBody, PlaceOrderBody } from '@shop/contracts';
import { natsConnectionOptions } from '@shop/nest-kit';
import { testNatsConfig } from '@shop/test-kit';
import { firstValueFrom, timeout } from 'rxjs';

/** The suite's name in the throw-away schemas and Redis key prefixes of its services. */
export const suite = 'orders_e2e';

/** The admin the gateway would name in `actor`. */
export const actor = { adminId: 7, username: 'anna.admin' };

/** A NATS client as the gateway has one. */
export async function connectNatsClient(url: string): Promise<ClientProxy> {
  const client = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: natsConnectionOptions(testNatsConfig(url, 'gateway'), 'orders-e2e-client'),
  });
  await client.connect();
  return client;
}

/** Sends a request and resolves with the reply, waiting 20 s unless told otherwise. */
export function request<T>(
  client: ClientProxy,
  subject: string,
  payload: unknown,
  timeoutMs = 20_000,
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
  throw new Error(`expected an error reply, got ${JSON.stringify(reply)}`);
}

/** A complete checkout form: a Dortmund company ordering for delivery on prepayment. */
export function orderBody(overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return {
    customer: {
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      phone: '+49 231 1234567',
      company: 'Mustermann Metallbau GmbH',
      vatId: 'DE123456789',
    },
    billingAddress: {
      street: 'Hafenstraße 3',
      postalCode: '44139',
      city: 'Dortmund',
      country: 'DE',
    },
    delivery: 'shipping',
    paymentMethod: 'prepayment',
    acceptTerms: true,
    language: 'de',
    ...overrides,
  };
}
