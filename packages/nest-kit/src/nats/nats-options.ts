import { ConfigError } from '../config/load-config.js';
import { natsInboxPrefix } from './nats-permissions.js';

/**
 * Where NATS is and, optionally, who we are there (NATS_USER / NATS_PASSWORD, both or neither).
 * Without a user the connection is anonymous, as against a local NATS without authorization.
 */
export interface NatsConnectionConfig {
  NATS_URL: string;
  NATS_USER?: string | undefined;
  NATS_PASSWORD?: string | undefined;
}

/**
 * The credentials part of the connection options: user and password, and the user's own inbox
 * prefix (`_INBOX_<user>`), the only inbox its NATS permissions let it subscribe to.
 */
export function natsCredentials(
  config: NatsConnectionConfig,
): { user: string; pass: string; inboxPrefix: string } | Record<string, never> {
  const { NATS_USER: user, NATS_PASSWORD: pass } = config;
  if (user === undefined && pass === undefined) return {};
  if (user === undefined || pass === undefined) {
    throw new ConfigError(['NATS_USER and NATS_PASSWORD: give both or neither']);
  }
  return { user, pass, inboxPrefix: natsInboxPrefix(user) };
}

/**
 * Connection options for Nest's NATS transport (client and server alike) and plain clients:
 * reconnect forever with a short wait, so a NATS restart heals without restarting our processes.
 */
export function natsConnectionOptions(config: NatsConnectionConfig, name: string) {
  return {
    servers: [config.NATS_URL],
    name,
    ...natsCredentials(config),
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    pingInterval: 5_000,
    maxPingOut: 2,
  };
}
