/**
 * Connection options for Nest's NATS transport (client and server alike): reconnect forever with
 * a short wait, so a NATS restart heals without restarting our processes.
 */
export function natsConnectionOptions(url: string, name: string) {
  return {
    servers: [url],
    name,
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    pingInterval: 5_000,
    maxPingOut: 2,
  };
}
