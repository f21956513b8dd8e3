import type { NatsConnectionConfig } from '@shop/nest-kit';
import { type TestNatsUser, testNatsPassword, testNatsEnv, testNatsUser } from './harness/nats.js';

/**
 * A connection config (for natsConnectionOptions) signing in as `user`, the test user unless
 * given; e.g. `natsConnectionOptions(testNatsConfig(nats.url, 'gateway'), 'client')`.
 */
export function testNatsConfig(
  url: string,
  user: TestNatsUser = testNatsUser,
): NatsConnectionConfig {
  return { NATS_URL: url, ...testNatsEnv(user) };
}

/** Plain nats.js options signing in as `user` (the test user unless given). */
export function testNatsAuth(user: TestNatsUser = testNatsUser): { user: string; pass: string } {
  return { user, pass: testNatsPassword(user) };
}
