import { freePort } from './harness/ports.js';
import { sumMetric } from './nats-load.js';
import type { ServiceProcess } from './service-process.js';

/**
 * Replicas of one of our services in one queue group, as a Deployment runs them, each with a
 * metrics listener on a port of its own. `dispose` stops every one started and removes what
 * each stored.
 */
export class ServiceReplicas<Replica extends ServiceProcess> {
  private readonly started: Array<{ replica: Replica; metricsPort: number }> = [];

  /** @param create - makes the next replica (not started), e.g. `() => new CartProcess(url, suite)` */
  constructor(private readonly create: () => Replica) {}

  /** Every replica started so far, oldest first, stopped ones included. */
  get all(): Replica[] {
    return this.started.map(({ replica }) => replica);
  }

  /** The metrics port of each replica, in the order they were started. */
  get metricsPorts(): number[] {
    return this.started.map(({ metricsPort }) => metricsPort);
  }

  /** Starts one more replica; resolves once it is ready. */
  async add(): Promise<Replica> {
    const metricsPort = await freePort();
    const replica = this.create().withEnv({ METRICS_PORT: String(metricsPort) });
    this.started.push({ replica, metricsPort });
    await replica.start();
    return replica;
  }

  /** How many messages on `subject` each replica counted as handled (its /metrics), in order. */
  async handled(subject: string): Promise<number[]> {
    return Promise.all(
      this.metricsPorts.map(async (port) => {
        const response = await fetch(`http://127.0.0.1:${port}/metrics`);
        return sumMetric(await response.text(), 'nats_messages_handled_total', { subject });
      }),
    );
  }

  async dispose(): Promise<void> {
    await Promise.all(this.all.map((replica) => replica.dispose()));
  }
}
