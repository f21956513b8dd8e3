import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Objm, type ObjectStore } from '@nats-io/obj';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { LASER_UPLOAD_BUCKET } from '@shop/contracts';
import { natsConnectionOptions } from '@shop/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';

/** Uploads are kept 30 days: long enough for an order or an offer, then JetStream drops them. */
const UPLOAD_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The JetStream object store bucket of uploaded DXF files (created on first use if missing), on a
 * connection of its own so 50 MB uploads never queue behind the gateway's request-reply traffic.
 */
@Injectable()
export class LaserUploadStore implements OnApplicationShutdown {
  private connection?: Promise<NatsConnection>;
  private store?: Promise<ObjectStore>;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /** Stores the stream under `name`; rejects (with the stream's error) if the stream fails. */
  async put(name: string, data: ReadableStream<Uint8Array>): Promise<void> {
    await (await this.bucket()).put({ name }, data);
  }

  /** Deletes an object (a partial or refused upload); never throws. */
  async delete(name: string): Promise<void> {
    try {
      await (await this.bucket()).delete(name);
    } catch {
      // Nothing to delete, or NATS is away: the bucket's TTL removes it anyway.
    }
  }

  private bucket(): Promise<ObjectStore> {
    if (!this.connection) {
      const connection = connect(natsConnectionOptions(this.config.NATS_URL, 'gateway-uploads'));
      this.connection = connection;
      connection.catch(() => {
        if (this.connection === connection) this.connection = undefined;
      });
    }
    if (!this.store) {
      const store = this.connection.then((nc) =>
        new Objm(nc).create(LASER_UPLOAD_BUCKET, { ttl: nanos(UPLOAD_TTL_MS), storage: 'file' }),
      );
      this.store = store;
      // A failure (JetStream off, NATS away) is tried again on the next upload.
      store.catch(() => {
        if (this.store === store) this.store = undefined;
      });
    }
    return this.store;
  }

  async onApplicationShutdown(): Promise<void> {
    const connection = await this.connection?.catch(() => undefined);
    await connection?.close().catch(() => undefined);
  }
}
