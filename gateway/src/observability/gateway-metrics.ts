import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The gateway process's Prometheus metrics, served on the private METRICS_PORT listener only
 * (see main.ts), never on the public port.
 */
class GatewayMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly natsRoundTrip = new Histogram({
    name: 'nats_request_duration_seconds',
    help: 'NATS request-reply round trips to the services, by subject and outcome',
    labelNames: ['subject', 'outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly natsErrors = new Counter({
    name: 'nats_request_errors_total',
    help: 'NATS requests that got no usable answer (no responders, timeout, error reply)',
    labelNames: ['subject', 'kind'] as const,
    registers: [this.registry],
  });

  constructor() {
    this.registry.setDefaultLabels({ service: 'gateway' });
    collectDefaultMetrics({ register: this.registry });
  }
}

/** One registry per process: every gateway app in it (tests start several) counts here. */
export const gatewayMetrics = new GatewayMetrics();
