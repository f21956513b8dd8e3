export * from './config/load-config.js';
export * from './errors/app-error.js';
export * from './nats/nats-options.js';
