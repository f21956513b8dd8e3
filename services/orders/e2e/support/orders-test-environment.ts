import 'reflect-metadata';
import type { PlaceOrderBody } from '@shop/contracts';
import { prepareSchema, serviceDataSourceOptions } from '@shop/nest-kit';
import {
  CartProcess,
  dropSchema,
  OrdersProcess,
  PricingProcess,
  type RunningServices,
  startOnPrivateNats,
  type TestMailServer,
  throwAwaySchemaEnv,
  throwAwaySchemaName,
} from '@shop/test-kit';
import { DataSource } from 'typeorm';
import { ordersConfigSchema, type OrdersConfig } from '../../src/config/orders-config.js';
import { ordersTables } from '../../src/database/orders-tables.js';

/** The suite's name in the throw-away schemas and Redis key prefixes of its services. */
export const suite = 'orders_e2e';

/** The admin the gateway would name in `actor`. */
export const actor = { adminId: 7, username: 'anna.admin' };

/**
 * How long the suites' requests wait for a reply: placing an order asks pricing and cart in
 * turn, each within the orders service's own 4 s, on a machine busy with five processes.
 */
const ordersReplyWithinMs = 20_000;

/** The processes an order goes through. */
export type OrderServices = RunningServices<{
  pricing: PricingProcess;
  cart: CartProcess;
  orders: OrdersProcess;
}>;

/**
 * Pricing, the cart and the orders service on a NATS of their own (`orders_e2e<suffix>` names
 * their schemas and key prefixes), the orders service mailing through `mailServer`; the client's
 * requests wait as long as placing an order may take.
 */
export function startOrderServices(
  mailServer: TestMailServer,
  options: { suffix?: string; cartEnv?: Record<string, string> } = {},
): Promise<OrderServices> {
  const name = `${suite}${options.suffix ?? ''}`;
  return startOnPrivateNats(
    (natsUrl) => ({
      pricing: new PricingProcess(natsUrl, name),
      cart: new CartProcess(natsUrl, name).withEnv(options.cartEnv ?? {}),
      orders: new OrdersProcess(natsUrl, name, { smtpUrl: mailServer.url }),
    }),
    { replyWithinMs: ordersReplyWithinMs },
  );
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

/** The orders tables in a schema of their own, for a suite that builds the service's parts itself. */
export interface OrdersSchema {
  /** A pool on the schema, as the service's own. */
  dataSource: DataSource;
  /** The service's configuration naming the schema (no NATS is reached through it). */
  config: OrdersConfig;
  /** Closes the pool and drops the schema. */
  drop(): Promise<void>;
}

/**
 * A throw-away schema (`orders_e2e_<name>_<random>`) migrated as the service migrates its own,
 * with `config` on top of the service's defaults.
 */
export async function migratedOrdersSchema(
  name: string,
  config: Record<string, string> = {},
): Promise<OrdersSchema> {
  const schema = throwAwaySchemaName(`${suite}_${name}`);
  const parsed = ordersConfigSchema.parse({
    ...throwAwaySchemaEnv('orders', 'nats://127.0.0.1:4222', schema),
    LOG_LEVEL: 'error',
    ...config,
  });
  const dataSource = new DataSource(serviceDataSourceOptions(parsed, ordersTables));
  await dataSource.initialize();
  try {
    await prepareSchema(dataSource, schema, async () => undefined);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return {
    dataSource,
    config: parsed,
    async drop() {
      await dataSource.destroy();
      await dropSchema(schema);
    },
  };
}
