import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ClientProxyFactory, type ClientNats, Transport } from '@nestjs/microservices';
import { natsConnectionOptions } from '@shop/nest-kit';
import { firstValueFrom, timeout } from 'rxjs';
import { type z } from 'zod';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { UnexpectedServiceReplyError, toServiceError } from './service-error-mapping.js';

/**
 * The gateway's one NATS connection (Nest's ClientProxy) and request-reply on it. NATS reconnects
 * by itself (see natsConnectionOptions), so a restarted service or NATS server heals without
 * restarting the gateway.
 */
@Injectable()
export class NatsClient implements OnModuleDestroy {
  private readonly client: ClientNats;
  private connected = false;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: natsConnectionOptions(config.NATS_URL, 'gateway'),
    }) as ClientNats;
    this.client.status.subscribe((status) => {
      this.connected = status === 'connected';
    });
  }

  /** Connects once; the caller has already waited for NATS to be reachable. */
  async connect(): Promise<void> {
    await this.client.connect();
  }

  /** True while the connection to NATS is up (false while it reconnects). */
  isConnected(): boolean {
    return this.connected;
  }

  /**
   * One request-reply. Resolves with the reply checked against `responseSchema`; rejects with an
   * AppError carrying the service's ErrorBody, a 503 AppError when nobody answers in time, or an
   * unknown error (a 500 for the caller).
   */
  async request<Response>(
    subject: string,
    payload: unknown,
    responseSchema: z.ZodType<Response>,
    timeoutMs: number = this.config.SERVICE_TIMEOUT_MS,
  ): Promise<Response> {
    let reply: unknown;
    try {
      reply = await firstValueFrom(this.client.send(subject, payload).pipe(timeout(timeoutMs)));
    } catch (error) {
      throw toServiceError(error, subject);
    }
    const parsed = responseSchema.safeParse(reply);
    if (!parsed.success) throw new UnexpectedServiceReplyError(subject, parsed.error.issues);
    return parsed.data;
  }

  async onModuleDestroy(): Promise<void> {
    this.connected = false;
    await this.client.close().catch(() => undefined);
  }
}
