export {
  buildServers,
  freePort,
  type ProcessEnd,
  repoRoot,
  type RunningProcess,
  startProcess,
  type StartProcessOptions,
} from './processes.js';
export { hasPrivateNats, type PrivateNats, startPrivateNats } from './private-nats.js';
export { hasPrivateRedis, PrivateRedis } from './private-redis.js';
export { eventually, timed } from './polling.js';
export {
  connectTestDatabase,
  deleteRedisKeys,
  dropSchema,
  redisKeys,
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
} from './service-process.js';
export {
  connectLoadClient,
  countByInstance,
  type NestReply,
  requestMany,
  requestNest,
  steadyLoad,
  sumMetric,
} from './nats-load.js';
export {
  testNatsAuth,
  testNatsConfig,
  testNatsEnv,
  testNatsPassword,
  testNatsServerConfig,
  testNatsServerEnv,
  testNatsUser,
} from './nats-users.js';
export { hasNginx, type NginxOptions, type RunningNginx, startNginx } from './nginx.js';
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
