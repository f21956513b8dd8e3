import { hostname } from 'node:os';
import { headers as natsHeaders, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { Logger } from '@nestjs/common';
import { type NatsContext, type NatsOptions, ServerNats } from '@nestjs/microservices';
import {
  INSTANCE_HEADER,
  REQUEST_ID_HEADER,
  requestIdOrNew,
  runInRequestContext,
} from '../observability/request-context.js';
import type { ServiceMetrics } from '../observability/service-metrics.js';

/** This process's name in replies and metrics: host (the pod's name in Kubernetes) and pid. */
export const instanceId = `${hostname()}-${process.pid}`;

const messageLogger = new Logger('NatsMessage');

/** How long a shutdown waits for messages in flight before closing anyway. */
const DEFAULT_IN_FLIGHT_LIMIT_MS = 8_000;

/** The part of a received NATS message a reply needs. */
interface IncomingMessage {
  reply?: string;
  respond(data: string, options: { headers: MsgHdrs }): boolean;
}

interface Handling {
  requestId: string;
  startedAt: bigint;
  failed: boolean;
}

/**
 * Nest's NATS server with what running several replicas needs:
 * - each message is handled inside a request context holding the caller's `x-request-id`, so
 *   log lines carry it;
 * - every reply names the replica in a `shop-instance` header (not part of any contract);
 * - counts and latencies per subject go to the process's metrics;
 * - `close()` drains the subscriptions (NATS stops routing to this replica, messages already
 *   on their way are still handled), waits for the handlers in flight, flushes their replies,
 *   and only then closes the connection. The stores close after that (Nest's shutdown hooks).
 */
export class GracefulServerNats extends ServerNats {
  private readonly handling = new WeakMap<object, Handling>();
  private inFlight = 0;
  private idle: (() => void)[] = [];
  private draining = false;

  constructor(
    options: Required<NatsOptions>['options'],
    readonly metrics?: ServiceMetrics,
    private readonly inFlightLimitMs = DEFAULT_IN_FLIGHT_LIMIT_MS,
  ) {
    super({ ...options, gracefulShutdown: false });
    this.setOnProcessingStartHook((_transport, context, done) => {
      const nats = context as NatsContext;
      this.inFlight += 1;
      const requestId = requestIdOrNew(readHeader(nats.getHeaders(), REQUEST_ID_HEADER));
      this.handling.set(nats, { requestId, startedAt: process.hrtime.bigint(), failed: false });
      return runInRequestContext({ requestId }, done);
    });
    this.setOnProcessingEndHook((_transport, context) => {
      const nats = context as NatsContext;
      const handling = this.handling.get(nats);
      if (handling) {
        const subject = nats.getSubject();
        const seconds = Number(process.hrtime.bigint() - handling.startedAt) / 1e9;
        this.metrics?.duration.observe({ subject }, seconds);
        const outcome = handling.failed ? 'error' : 'ok';
        this.metrics?.messages.inc({ subject, outcome });
        // One line per message with the caller's request id, at the default level, so a call
        // can be followed from the gateway's access line to the service that answered.
        runInRequestContext({ requestId: handling.requestId }, () =>
          messageLogger.log(`${subject} ${outcome} in ${(seconds * 1000).toFixed(1)} ms`),
        );
      }
      this.inFlight -= 1;
      if (this.inFlight <= 0) this.idle.splice(0).forEach((resolve) => resolve());
    });
  }

  /** Messages being handled right now. */
  get messagesInFlight(): number {
    return this.inFlight;
  }

  /** True once the connection is up and not shutting down. */
  isConnected(): boolean {
    try {
      const connection = this.unwrap<NatsConnection>();
      return !this.draining && !connection.isClosed() && !connection.isDraining();
    } catch {
      return false;
    }
  }

  override getPublisher(
    natsMsg: IncomingMessage,
    id: string,
    ctx: NatsContext,
  ): (response: { err?: unknown; id?: string }) => unknown {
    if (!natsMsg.reply) return () => undefined;
    return (response) => {
      if (response.err !== undefined && response.err !== null) {
        const handling = this.handling.get(ctx);
        if (handling) handling.failed = true;
      }
      Object.assign(response, { id });
      const outgoing = this.serializer.serialize(response as never) as {
        data: string;
        headers?: MsgHdrs;
      };
      const replyHeaders = outgoing.headers ?? natsHeaders();
      replyHeaders.set(INSTANCE_HEADER, instanceId);
      return natsMsg.respond(outgoing.data, { headers: replyHeaders });
    };
  }

  override async close(): Promise<void> {
    this.draining = true;
    let connection: NatsConnection | undefined;
    try {
      connection = this.unwrap<NatsConnection>();
    } catch {
      connection = undefined;
    }
    if (connection && !connection.isClosed()) {
      // Nest keeps its subscriptions private; draining each one stops new deliveries but still
      // hands us what the server sent before it saw the UNSUB.
      const subscriptions = (this as unknown as { subscriptions: { drain(): Promise<void> }[] })
        .subscriptions;
      await Promise.all(
        subscriptions.map((subscription) => subscription.drain().catch(() => undefined)),
      );
      await this.waitForInFlight();
      await connection.flush().catch(() => undefined);
    }
    await super.close();
  }

  private async waitForInFlight(): Promise<void> {
    if (this.inFlight <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => this.idle.push(resolve)),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.inFlightLimitMs);
      }),
    ]);
    clearTimeout(timer);
  }
}

function readHeader(headers: MsgHdrs | undefined, key: string): string | undefined {
  if (!headers) return undefined;
  const value = headers.get(key);
  return value === '' ? undefined : value;
}
