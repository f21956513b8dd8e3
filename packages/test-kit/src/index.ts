export { buildServers } from './build-servers.js';
export { freePort, freePortSync, isPortOpen } from './harness/ports.js';
export {
  type ProcessEnd,
  repoRoot,
  type RunningProcess,
  spawnProcess,
  startProcess,
  type StartProcessOptions,
} from './harness/processes.js';
export { databaseNameOf, ensureDatabase, withDatabaseName } from './harness/databases.js';
export { deleteRedisKeys, redisKeys } from './harness/redis-keys.js';
export {
  type PrivateNats,
  startPrivateNats,
  type TestNatsUser,
  testNatsEnv,
  testNatsPassword,
  testNatsServerConfig,
  testNatsServerEnv,
  testNatsUser,
} from './harness/nats.js';
export { testNatsAuth, testNatsConfig } from './nats-users.js';
export { hasPrivateRedis, PrivateRedis } from './private-redis.js';
export { eventually, timed } from './polling.js';
export {
  type GenerationWaitingCache,
  type HeldReloads,
  holdReloadsOf,
  type ReloadSource,
} from './held-reloads.js';
export {
  connectTestDatabase,
  dropSchema,
  queryTestDatabase,
  testDatabaseUrl,
  testRedisUrl,
  throwAwayKeyPrefix,
  throwAwaySchemaName,
} from './throw-away-stores.js';
export {
  CartProcess,
  CatalogueProcess,
  ContentProcess,
  OrdersProcess,
  type OrdersMailOptions,
  PricingProcess,
  ServiceInThrowAwaySchema,
  ServiceProcess,
  type ServiceProcessOptions,
  throwAwaySchemaEnv,
  type ThrowAwaySchemaEnv,
} from './service-process.js';
export {
  InProcessService,
  type InProcessServiceOptions,
  type InProcessServiceParts,
} from './in-process-service.js';
export { connectNatsClient, type NatsClientOptions, request, requestError } from './nest-client.js';
export { ServiceReplicas } from './service-replicas.js';
export {
  materialIdByName,
  type RunningServices,
  startOnPrivateNats,
  type StartOnPrivateNatsOptions,
} from './services-on-private-nats.js';
export { recordMessages, type RecordedMessages } from './recorded-messages.js';
export {
  type ObjectBucketAccess,
  storeLaserUpload,
  withLaserUploads,
  withObjectBucket,
} from './object-store.js';
export {
  connectLoadClient,
  countByInstance,
  type NestReply,
  requestMany,
  requestNest,
  type SteadyLoad,
  steadyLoad,
  sumMetric,
} from './nats-load.js';
export { type NginxOptions, type RunningNginx, startNginx } from './nginx.js';
export {
  dockerfileStepsMissing,
  installLikeImage,
  installRendererLikeImage,
  nodeDockerfile,
  nodeImageSteps,
  type ProductionInstall,
  renderImageSteps,
  webDockerfile,
} from './production-install.js';
export { pdfFonts, pdfInfo, pdfPages, type PdfWord, pdfWords } from './pdf-tools.js';
export { type ReceivedMail, TestMailServer } from './test-mail-server.js';
