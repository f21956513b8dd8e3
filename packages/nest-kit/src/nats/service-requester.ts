import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  ClosedConnectionError,
  ConnectionError,
  DrainingConnectionError,
  NoRespondersError,
  RequestError,
  TimeoutError,
  type NatsConnection,
} from '@nats-io/transport-node';
import { ClientProxyFactory, Transport, type ClientNats } from '@nestjs/microservices';
import { errorBodySchema, type ErrorBody } from '@shop/contracts';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { requestIdHeaders } from '../observability/request-context.js';
import { natsConnectionOptions, type NatsConnectionConfig } from './nats-options.js';

/** What asking another service came to; the caller decides what each means for its own caller. */
export type ServiceReply<Response> =
  | { outcome: 'answered'; response: Response }
  /** The service answered with a 4xx error body (unknown material, thickness not offered). */
  | { outcome: 'refused'; error: ErrorBody }
  /** Nobody answered, not in time, NATS is away, or the answer made no sense. */
  | { outcome: 'unavailable'; service: string };

/** What a Nest microservice replies: the handler's result, or the error its filter made. */
interface NestReplyPacket {
  err?: unknown;
  response?: unknown;
}

/** Where the requester connects, under which client name, and how long it waits for a reply. */
export interface ServiceRequesterOptions {
  nats: NatsConnectionConfig;
  /** The connection's name in NATS monitoring, and the prefix of its packet ids. */
  clientName: string;
  /** Longest wait for one reply before the service counts as unavailable. */
  timeoutMs: number;
}

/**
 * A service's own NATS client for asking other services (the microservice's server connection
 * only answers). Request-reply in Nest's wire format over the connection's muxed inbox, as the
 * gateway's NatsClient does; the reply is read with the caller's contract and never throws for
 * an absent or refusing service.
 */
export class ServiceRequester implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ServiceRequester.name);
  private readonly client: ClientNats;
  private connected = false;
  private packetCount = 0;

  constructor(private readonly options: ServiceRequesterOptions) {
    this.client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: { ...natsConnectionOptions(options.nats, options.clientName), noAsyncTraces: true },
    }) as ClientNats;
    this.client.status.subscribe((status) => {
      this.connected = status === 'connected';
    });
  }

  async onModuleInit(): Promise<void> {
    await this.client.connect();
  }

  /** True while the connection to NATS is up. */
  isConnected(): boolean {
    return this.connected;
  }

  /** The underlying NATS connection, for JetStream and object stores on the same client. */
  connection(): NatsConnection {
    return this.client.unwrap<NatsConnection>();
  }

  /**
   * Sends one request and reads the reply with `responseSchema`. Never throws for the other
   * side: a 4xx error body is `refused`, anything else that is not a valid answer `unavailable`.
   */
  async request<Response>(
    subject: string,
    payload: unknown,
    responseSchema: $ZodType<Response>,
  ): Promise<ServiceReply<Response>> {
    const service = subject.split('.', 1)[0] ?? subject;
    if (!this.connected) return { outcome: 'unavailable', service };
    let packet: NestReplyPacket;
    try {
      const message = await this.connection().request(
        subject,
        JSON.stringify({ pattern: subject, data: payload, id: this.nextId() }),
        {
          timeout: this.options.timeoutMs,
          // The caller's request id goes on to the service asked, for its log lines.
          headers: requestIdHeaders(),
        },
      );
      packet = message.json<NestReplyPacket>();
    } catch (error) {
      if (isUnavailable(error)) return { outcome: 'unavailable', service };
      throw error;
    }
    if (packet.err !== undefined && packet.err !== null) {
      const body = errorBodySchema.safeParse(packet.err);
      if (body.success && body.data.status < 500) return { outcome: 'refused', error: body.data };
      this.logger.warn(`${subject} failed: ${JSON.stringify(packet.err).slice(0, 500)}`);
      return { outcome: 'unavailable', service };
    }
    const parsed = safeParse(responseSchema, packet.response);
    if (parsed.success) return { outcome: 'answered', response: parsed.data };
    // A contract mismatch between two services: logged for us, a plain 503 for the caller.
    this.logger.error(
      `Unexpected reply on ${subject}: ${JSON.stringify(parsed.error.issues).slice(0, 1000)}`,
    );
    return { outcome: 'unavailable', service };
  }

  private nextId(): string {
    this.packetCount = (this.packetCount + 1) % Number.MAX_SAFE_INTEGER;
    return `${this.options.clientName}-${process.pid}-${this.packetCount}`;
  }

  async onApplicationShutdown(): Promise<void> {
    this.connected = false;
    await this.client.close().catch(() => undefined);
  }
}

function isUnavailable(error: unknown): boolean {
  return (
    error instanceof RequestError ||
    error instanceof NoRespondersError ||
    error instanceof TimeoutError ||
    error instanceof ConnectionError ||
    error instanceof ClosedConnectionError ||
    error instanceof DrainingConnectionError
  );
}
