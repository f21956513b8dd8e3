import { connect } from '@nats-io/transport-node';
import { natsCredentials, type NatsConnectionConfig } from './nats-options.js';

/**
 * Connects to NATS once and closes again; rejects when the server is not reachable or refuses
 * the credentials.
 */
export async function probeNats(config: NatsConnectionConfig, timeoutMs = 2_000): Promise<void> {
  const connection = await connect({
    servers: [config.NATS_URL],
    name: 'startup-probe',
    ...natsCredentials(config),
    reconnect: false,
    timeout: timeoutMs,
  });
  await connection.close();
}
