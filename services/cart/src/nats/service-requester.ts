import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
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
import { natsConnectionOptions, requestIdHeaders } from '@shop/nest-kit';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { CART_CONFIG, type CartConfig } from '../config/cart-config.js';

/** What asking another service came to; the caller decides what each means for its visitor. */
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

/**
 * The cart's own NATS client, for asking pricing and catalogue for prices (the microservice's
 * server connection only answers). Request-reply in Nest's wire format over the connection's
 * muxed inbox, as the gateway's NatsClient does.
 */
@Injectable()
export class ServiceRequester implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ServiceRequester.name);
  private readonly client: ClientNats;
  private connected = false;
  private packetCount = 0;

  constructor(@Inject(CART_CONFIG) private readonly config: CartConfig) {
    this.client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: { ...natsConnectionOptions(config, 'cart-client'), noAsyncTraces: true },
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

  /** Sends one request and reads the reply with `responseSchema`; never throws. */
  async request<Response>(
    subject: string,
    payload: unknown,
    responseSchema: $ZodType<Response>,
  ): Promise<ServiceReply<Response>> {
    const service = subject.split('.', 1)[0] ?? subject;
    if (!this.connected) return { outcome: 'unavailable', service };
    let packet: NestReplyPacket;
    try {
      const message = await this.client
        .unwrap<NatsConnection>()
        .request(subject, JSON.stringify({ pattern: subject, data: payload, id: this.nextId() }), {
          timeout: this.config.PRICE_REQUEST_TIMEOUT_MS,
          // The visitor's request id goes on to pricing and catalogue, for their log lines.
          headers: requestIdHeaders(),
        });
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
    // A contract mismatch between two services: logged for us, a plain 503 for the visitor.
    this.logger.error(
      `Unexpected reply on ${subject}: ${JSON.stringify(parsed.error.issues).slice(0, 1000)}`,
    );
    return { outcome: 'unavailable', service };
  }

  private nextId(): string {
    this.packetCount = (this.packetCount + 1) % Number.MAX_SAFE_INTEGER;
    return `cart-${process.pid}-${this.packetCount}`;
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
