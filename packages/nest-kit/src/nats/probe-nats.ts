import { connect } from '@nats-io/transport-node';

/** Connects to NATS once and closes again; rejects when the server is not reachable. */
export async function probeNats(url: string, timeoutMs = 2_000): Promise<void> {
  const connection = await connect({
    servers: [url],
    name: 'startup-probe',
    reconnect: false,
    timeout: timeoutMs,
  });
  await connection.close();
}
