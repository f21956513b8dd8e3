import {
  type NatsConnectionConfig,
  natsPasswordVariable,
  natsUsers,
  type NatsUser,
  type NatsUserPermissions,
  renderNatsServerConfig,
} from '@shop/nest-kit';

/**
 * The user test code itself connects as (listening for events, load clients): it may publish and
 * subscribe everything. Only the test kit's private NATS knows it; the committed production
 * configuration does not.
 */
export const testNatsUser = 'test' as const;

const testUserPermissions: NatsUserPermissions = { publish: ['>'], subscribe: ['>'] };

/** The password every private NATS gives `user` (tests only). */
export function testNatsPassword(user: NatsUser | typeof testNatsUser): string {
  return `test-${user}-password`;
}

/** A process's environment for signing in to a private NATS as `user`. */
export function testNatsEnv(user: NatsUser | typeof testNatsUser): {
  NATS_USER: string;
  NATS_PASSWORD: string;
} {
  return { NATS_USER: user, NATS_PASSWORD: testNatsPassword(user) };
}

/**
 * A connection config (for natsConnectionOptions) signing in as `user`, the test user unless
 * given; e.g. `natsConnectionOptions(testNatsConfig(nats.url, 'gateway'), 'client')`.
 */
export function testNatsConfig(
  url: string,
  user: NatsUser | typeof testNatsUser = testNatsUser,
): NatsConnectionConfig {
  return { NATS_URL: url, ...testNatsEnv(user) };
}

/** Plain nats.js options signing in as `user` (the test user unless given). */
export function testNatsAuth(user: NatsUser | typeof testNatsUser = testNatsUser): {
  user: string;
  pass: string;
} {
  return { user, pass: testNatsPassword(user) };
}

/** The configuration a private NATS runs with: ours (as generated for production) plus the test user. */
export function testNatsServerConfig(): string {
  return renderNatsServerConfig({ extraUsers: { [testNatsUser]: testUserPermissions } });
}

/** nats-server's environment: the test password of every user in {@link testNatsServerConfig}. */
export function testNatsServerEnv(): Record<string, string> {
  return Object.fromEntries(
    [...natsUsers, testNatsUser].map((user: NatsUser | typeof testNatsUser) => [
      natsPasswordVariable(user),
      testNatsPassword(user),
    ]),
  );
}
