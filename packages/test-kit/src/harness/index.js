// `@shop/test-kit/harness`: what needs nothing but `npm ci` (plain JavaScript, Node's own modules,
// pg and ioredis), so `npm start` can use it on a fresh clone before anything is built.
export { chromiumLaunchOptions, chromiumPath } from './chromium.js';
export { databaseNameOf, ensureDatabase, withDatabaseName } from './databases.js';
export {
  describeMissingPrograms,
  missingPrograms,
  natsServerBinary,
  nginxBinary,
  programs,
} from './programs.js';
export { freePort, freePortSync, isPortOpen } from './ports.js';
export { repoRoot, spawnProcess, startNodeProcess, startProcess } from './processes.js';
export { deleteRedisKeys, localRedisUrl, redisKeys } from './redis-keys.js';
