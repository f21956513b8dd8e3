// What the specs need to start servers of their own beside the suite's system (a second gateway,
// a rendering server): the test kit's, with one addition for the suite's private NATS.
import {
  isNatsUser,
  startNodeProcess as startAnyNodeProcess,
  testNatsEnv,
} from '@shop/test-kit/system';

export {
  defaultWebRoot,
  freePort as findFreePort,
  gatewayMain,
  renderMain,
} from '@shop/test-kit/system';

/**
 * Starts `node <script>` like the test kit's startNodeProcess; a process named after one of our
 * NATS users (`gateway`) signs in to NATS as that user, as the suite's system does, since the
 * suite's private NATS runs with the production permissions. A NATS without users ignores it.
 * @param {Parameters<typeof startAnyNodeProcess>[0]} options
 */
export function startNodeProcess(options) {
  const { name, env } = options;
  if (!isNatsUser(name) || !env.NATS_URL || env.NATS_USER) return startAnyNodeProcess(options);
  return startAnyNodeProcess({ ...options, env: { ...env, ...testNatsEnv(name) } });
}
