import {
  cartOrderEventsConsumer,
  cartPriceEventsConsumer,
  cartSubjects,
  catalogueSubjects,
  contentSubjects,
  orderEventsStream,
  orderPartFilesBucket,
  ordersSubjects,
  priceEventsStream,
  pricingSubjects,
} from '@shop/contracts';

/**
 * Who may publish and subscribe what on NATS: one user per process kind. The only place these
 * permissions are written; `infra/nats/nats-server.conf` is generated from here
 * (`node infra/nats/generate-config.js`) and the test kit's private NATS uses the same users.
 *
 * - A service subscribes only to its own subjects (`<service>.>`), so no other process can
 *   answer its requests or hear what is asked of it. The gateway subscribes to its inbox and to
 *   the price and product change events, nothing that is asked of a service.
 * - Only the gateway publishes the admin subjects (and every other request subject); a service
 *   publishes only its own events and what it asks of others (the cart asks for prices).
 * - Replies go to the asker's own inbox (`_INBOX_<user>.>`, see {@link natsInboxPrefix}); a reply
 *   is allowed by `allow_responses`, not by a publish grant.
 */
export const natsUsers = ['gateway', 'pricing', 'catalogue', 'cart', 'content', 'orders'] as const;
export type NatsUser = (typeof natsUsers)[number];

export interface NatsUserPermissions {
  publish: readonly string[];
  subscribe: readonly string[];
}

/** Each user's inbox prefix: `_INBOX_<user>`, so a user can subscribe to its own replies only. */
export function natsInboxPrefix(user: string): string {
  return `_INBOX_${user}`;
}

const eventSubjects = new Set<string>([
  pricingSubjects.pricesChanged,
  catalogueSubjects.productsChanged,
  ordersSubjects.orderPlaced,
]);

/** Requests only services send one another, never the gateway on a visitor's behalf. */
const serviceToServiceRequests = new Set<string>([
  cartSubjects.removeOrderedLines,
  pricingSubjects.drawLaserQuote,
  pricingSubjects.getLaserQuoteFile,
]);

/** Every request subject (public and admin) the gateway sends: all but the events. */
const gatewayRequests = [
  pricingSubjects,
  catalogueSubjects,
  cartSubjects,
  contentSubjects,
  ordersSubjects,
]
  .flatMap((subjects) => Object.values(subjects))
  .filter((subject) => !eventSubjects.has(subject) && !serviceToServiceRequests.has(subject));

/** Reading an object store bucket's description and an object's, needed by writers and readers. */
function objectStoreInfo(bucket: string): string[] {
  const stream = `OBJ_${bucket}`;
  return [
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.STREAM.MSG.GET.${stream}`,
    `$JS.API.DIRECT.GET.${stream}.>`,
  ];
}
/** A bucket's writer: creates it (and updates its settings), puts, deletes. */
function objectStoreWriter(bucket: string): string[] {
  const stream = `OBJ_${bucket}`;
  return [
    ...objectStoreInfo(bucket),
    `$JS.API.STREAM.CREATE.${stream}`,
    `$JS.API.STREAM.UPDATE.${stream}`,
    `$JS.API.STREAM.PURGE.${stream}`,
    `$O.${bucket}.>`,
  ];
}
/** A bucket's reader: reads an object's chunks through an ordered consumer; never writes. */
function objectStoreReader(bucket: string): string[] {
  const stream = `OBJ_${bucket}`;
  return [
    ...objectStoreInfo(bucket),
    `$JS.API.CONSUMER.CREATE.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.DELETE.${stream}.>`,
    `$JS.API.CONSUMER.INFO.${stream}.>`,
    `$JS.FC.${stream}.>`,
    `$JS.ACK.${stream}.>`,
  ];
}

/** The laser upload object store (bucket `laser-uploads`): the gateway writes, pricing and orders read. */
const LASER_UPLOAD_BUCKET = 'laser-uploads';
const laserUploadWriter = objectStoreWriter(LASER_UPLOAD_BUCKET);
const laserUploadReader = objectStoreReader(LASER_UPLOAD_BUCKET);

/** The ordered parts' DXF files (bucket `order-part-files`): orders writes (and reads), the gateway reads. */
const orderPartFilesWriter = [
  ...objectStoreWriter(orderPartFilesBucket),
  ...objectStoreReader(orderPartFilesBucket),
];
const orderPartFilesReader = objectStoreReader(orderPartFilesBucket);

/** The order events stream: the orders service creates or updates it at start and publishes to it. */
const ORDER_EVENTS = orderEventsStream.name;
const orderEventsPublisher = [
  '$JS.API.INFO',
  `$JS.API.STREAM.INFO.${ORDER_EVENTS}`,
  `$JS.API.STREAM.CREATE.${ORDER_EVENTS}`,
  `$JS.API.STREAM.UPDATE.${ORDER_EVENTS}`,
  ordersSubjects.orderPlaced,
];

/** The price events stream, which its publishers create or update at start. */
const PRICE_EVENTS = priceEventsStream.name;
const priceEventsPublisher = [
  '$JS.API.INFO',
  `$JS.API.STREAM.INFO.${PRICE_EVENTS}`,
  `$JS.API.STREAM.CREATE.${PRICE_EVENTS}`,
  `$JS.API.STREAM.UPDATE.${PRICE_EVENTS}`,
];

/** A durable pull consumer of a stream: create or update it, read its info, pull, acknowledge. */
function durableConsumer(stream: string, durableName: string): string[] {
  return [
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}.${durableName}`,
    `$JS.API.CONSUMER.CREATE.${stream}.${durableName}.>`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.${durableName}`,
    `$JS.API.CONSUMER.INFO.${stream}.${durableName}`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.${durableName}`,
    `$JS.ACK.${stream}.${durableName}.>`,
  ];
}

/** The cart's consumers: price events (lines repriced) and order events (ordered lines leave). */
const cartEventConsumers = [
  ...durableConsumer(PRICE_EVENTS, cartPriceEventsConsumer.durableName),
  ...durableConsumer(ORDER_EVENTS, cartOrderEventsConsumer.durableName),
];

const inbox = (user: NatsUser) => `${natsInboxPrefix(user)}.>`;

/** The permissions of every user. */
export const natsPermissions: Readonly<Record<NatsUser, NatsUserPermissions>> = {
  gateway: {
    publish: unique([...gatewayRequests, ...laserUploadWriter, ...orderPartFilesReader]),
    // The change events, so the gateway drops the answers it keeps of public reads (plain
    // subscriptions: every gateway replica hears every event).
    subscribe: [inbox('gateway'), pricingSubjects.pricesChanged, catalogueSubjects.productsChanged],
  },
  pricing: {
    publish: [pricingSubjects.pricesChanged, ...laserUploadReader, ...priceEventsPublisher],
    subscribe: ['pricing.>', inbox('pricing')],
  },
  catalogue: {
    publish: [catalogueSubjects.productsChanged, ...priceEventsPublisher],
    subscribe: ['catalogue.>', inbox('catalogue')],
  },
  cart: {
    publish: unique([
      pricingSubjects.calculatePrice,
      pricingSubjects.quoteDesign,
      pricingSubjects.priceLaserQuote,
      pricingSubjects.listQuantityTiers,
      catalogueSubjects.getProductPrice,
      ...cartEventConsumers,
    ]),
    subscribe: ['cart.>', inbox('cart')],
  },
  content: {
    publish: [],
    subscribe: ['content.>', inbox('content')],
  },
  orders: {
    publish: unique([
      cartSubjects.getCart,
      cartSubjects.removeOrderedLines,
      pricingSubjects.getSystemSetting,
      // the material names of a written offer in the customer's language
      pricingSubjects.listMaterials,
      pricingSubjects.drawLaserQuote,
      pricingSubjects.getLaserQuoteFile,
      ...orderEventsPublisher,
      ...laserUploadReader,
      ...orderPartFilesWriter,
    ]),
    subscribe: ['orders.>', inbox('orders')],
  },
};

/** The subjects once each, in the order they first appear. */
function unique(subjects: readonly string[]): string[] {
  return [...new Set(subjects)];
}

/** The environment variable holding a user's password for nats-server, e.g. NATS_PRICING_PASSWORD. */
export function natsPasswordVariable(user: string): string {
  return `NATS_${user.toUpperCase()}_PASSWORD`;
}

export interface NatsServerConfigOptions {
  /**
   * Users beyond ours, with the same shape (tests add one that may do everything); their
   * passwords are variables too.
   */
  extraUsers?: Readonly<Record<string, NatsUserPermissions>>;
}

/** A list of subjects, one a line (indented for its place in the user's block). */
function subjectList(subjects: readonly string[]): string {
  if (subjects.length === 0) return '[]';
  const indent = ' '.repeat(12);
  return `[\n${subjects.map((subject) => `${indent}${JSON.stringify(subject)}`).join('\n')}\n${' '.repeat(10)}]`;
}

/**
 * The `authorization` block of nats-server's configuration (v2.9): one user per process with its
 * permissions, passwords from environment variables (`$NATS_<USER>_PASSWORD`, resolved by
 * nats-server at start; a missing one stops it), no anonymous access.
 */
export function renderNatsServerConfig(options: NatsServerConfigOptions = {}): string {
  const users = { ...natsPermissions, ...options.extraUsers };
  const lines = [
    '# Generated by `node infra/nats/generate-config.js` from',
    '# packages/nest-kit/src/nats/nats-permissions.ts. Do not edit by hand.',
    '# Passwords come from the environment: NATS_<USER>_PASSWORD for every user below.',
    'authorization {',
    '  users = [',
  ];
  for (const [user, permissions] of Object.entries(users)) {
    lines.push(
      '    {',
      `      user: ${JSON.stringify(user)}`,
      `      password: $${natsPasswordVariable(user)}`,
      '      permissions: {',
      '        publish: {',
      `          allow: ${subjectList(permissions.publish)}`,
      '        }',
      '        subscribe: {',
      `          allow: ${subjectList(permissions.subscribe)}`,
      '        }',
      '        allow_responses: true',
      '      }',
      '    }',
    );
  }
  lines.push('  ]', '}', '');
  return lines.join('\n');
}
