import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** The Prometheus metrics of one NATS microservice process. */
export class ServiceMetrics {
  readonly registry = new Registry();

  readonly messages = new Counter({
    name: 'nats_messages_handled_total',
    help: 'NATS messages handled, by subject and outcome (ok, error)',
    labelNames: ['subject', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly duration = new Histogram({
    name: 'nats_message_duration_seconds',
    help: 'Time from receiving a NATS message to finishing it, by subject',
    labelNames: ['subject'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
  }
}
