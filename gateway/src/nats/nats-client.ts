import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ServiceRequester, type RequestObservation } from '@shop/nest-kit';
import type { $ZodType } from 'zod/v4/core';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { gatewayMetrics } from '../observability/gateway-metrics.js';

const logger = new Logger('NatsClient');

/**
 * The gateway's one NATS connection: request-reply to the services (nest-kit's
 * ServiceRequester, with the gateway's metrics) and the change events its caches listen to.
 */
@Injectable()
export class NatsClient implements OnApplicationShutdown {
  private readonly requester: ServiceRequester;
  private readonly eventHandlers: Array<{ subject: string; handler: () => void }> = [];
  private subscribed = false;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.requester = new ServiceRequester({
      nats: config,
      clientName: 'gateway',
      timeoutMs: config.SERVICE_TIMEOUT_MS,
      observe: recordRequest,
    });
  }

  /** Connects once; the caller has already waited for NATS to be reachable. */
  async connect(): Promise<void> {
    await this.requester.connect();
    this.subscribeToEvents();
  }

  /**
   * Calls `listener` whenever the connection goes down (false) or comes back (true). Events
   * published while it was down are lost to this process.
   */
  onConnectionChange(listener: (connected: boolean) => void): void {
    this.requester.onConnectionChange(listener);
  }

  /**
   * Calls `handler` for every event published on `subject`, on a plain subscription (not a queue
   * group), so every gateway replica hears it; the subscription outlives reconnects. Its content
   * is not read: our listeners only need to know that something changed. Takes effect on
   * connect when called before it.
   */
  onEvent(subject: string, handler: () => void): void {
    this.eventHandlers.push({ subject, handler });
    if (this.subscribed) this.subscribe(subject, handler);
  }

  private subscribeToEvents(): void {
    if (this.subscribed) return;
    this.subscribed = true;
    for (const { subject, handler } of this.eventHandlers) this.subscribe(subject, handler);
  }

  private subscribe(subject: string, handler: () => void): void {
    this.requester.connection().subscribe(subject, {
      callback: (error) => {
        // A refused subscription (permissions) would otherwise leave cached answers stale.
        if (error) logger.error(`Subscription to ${subject} failed: ${String(error)}`);
        else handler();
      },
    });
  }

  /** How long a request waits for its reply unless it names its own timeout (SERVICE_TIMEOUT_MS). */
  get timeoutMs(): number {
    return this.requester.timeoutMs;
  }

  /** True while the connection to NATS is up (false while it reconnects). */
  isConnected(): boolean {
    return this.requester.isConnected();
  }

  /**
   * One request-reply. Resolves with the reply checked against `responseSchema`; rejects with an
   * AppError carrying the service's ErrorBody, a 503 AppError when nobody answers in time, or an
   * unknown error (a 500 for the caller).
   */
  request<Response>(
    subject: string,
    payload: unknown,
    responseSchema: $ZodType<Response>,
    timeoutMs?: number,
    whenNoReplyInTime?: () => Error,
  ): Promise<Response> {
    return this.requester.requestOrThrow(
      subject,
      payload,
      responseSchema,
      timeoutMs,
      whenNoReplyInTime,
    );
  }

  /**
   * After the HTTP server has closed (Nest runs onModuleDestroy before that), so requests still
   * in flight during a shutdown get their answer rather than a 503.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.requester.close();
  }
}

/** Round trips and failures of the gateway's requests, by subject. */
function recordRequest({ subject, outcome, seconds, error }: RequestObservation): void {
  if (outcome !== 'disconnected') {
    const label = outcome === 'error_reply' ? 'error' : outcome;
    gatewayMetrics.natsRoundTrip.observe({ subject, outcome: label }, seconds);
  }
  if (outcome === 'failed') gatewayMetrics.natsErrors.inc({ subject, kind: errorKind(error) });
  else if (outcome !== 'ok') gatewayMetrics.natsErrors.inc({ subject, kind: outcome });
}

/** A short, bounded label for what a failed NATS request ran into. */
function errorKind(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (/timeout/i.test(name)) return 'timeout';
  if (/norespond|request/i.test(name)) return 'no_responders';
  return 'other';
}
