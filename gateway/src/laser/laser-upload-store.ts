import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { Objm, type ObjectStore } from '@nats-io/obj';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { LASER_UPLOAD_BUCKET } from '@shop/contracts';
import { AppError, natsConnectionOptions } from '@shop/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';

/** Uploads are kept 30 days: long enough for an order or an offer, then JetStream drops them. */
const UPLOAD_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The bucket's stream refuses more bytes (max_bytes reached, or the server's storage is full). */
const STORE_FULL = /maximum bytes exceeded|insufficient (storage|resources)|no space/i;

/** 507: the upload store is full; the customer can try again later. */
export function uploadStoreFull(): AppError {
  return new AppError(
    507,
    'SERVICE_UNAVAILABLE',
    'The upload storage is full right now; please try again later or send the file by e-mail',
  );
}

/**
 * The JetStream object store bucket of uploaded DXF files (created on first use if missing), on a
 * connection of its own so 50 MB uploads never queue behind the gateway's request-reply traffic.
 * Besides the 30-day TTL the bucket is capped at LASER_UPLOAD_BUCKET_MAX_BYTES (discard new: a
 * full bucket refuses uploads, answered 507). A bucket created earlier with another cap or TTL is
 * updated to this one; if the server refuses that, the gateway logs it and uses the bucket as is.
 */
@Injectable()
export class LaserUploadStore implements OnApplicationShutdown {
  private readonly logger = new Logger(LaserUploadStore.name);
  private connection?: Promise<NatsConnection>;
  private store?: Promise<ObjectStore>;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /**
   * Stores the stream under `name`; rejects with uploadStoreFull() when the bucket is full, else
   * with the stream's or the store's error.
   */
  async put(name: string, data: ReadableStream<Uint8Array>): Promise<void> {
    const bucket = await this.bucket();
    try {
      await bucket.put({ name }, data);
    } catch (error) {
      if (STORE_FULL.test(errorText(error))) throw uploadStoreFull();
      throw error;
    }
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
      const connection = connect(natsConnectionOptions(this.config, 'gateway-uploads'));
      this.connection = connection;
      connection.catch(() => {
        if (this.connection === connection) this.connection = undefined;
      });
    }
    if (!this.store) {
      const store = this.connection.then(async (nc) => {
        const maxBytes = this.config.LASER_UPLOAD_BUCKET_MAX_BYTES;
        const bucket = await new Objm(nc).create(LASER_UPLOAD_BUCKET, {
          ttl: nanos(UPLOAD_TTL_MS),
          storage: 'file',
          max_bytes: maxBytes,
        });
        await this.matchLimits(nc, maxBytes);
        return bucket;
      });
      this.store = store;
      // A failure (JetStream off, NATS away) is tried again on the next upload.
      store.catch(() => {
        if (this.store === store) this.store = undefined;
      });
    }
    return this.store;
  }

  /** An existing bucket keeps the config it was created with: bring its cap and TTL up to date. */
  private async matchLimits(nc: NatsConnection, maxBytes: number): Promise<void> {
    const stream = `OBJ_${LASER_UPLOAD_BUCKET}`;
    try {
      const jsm = await jetstreamManager(nc);
      const { config } = await jsm.streams.info(stream);
      if (config.max_bytes === maxBytes && config.max_age === nanos(UPLOAD_TTL_MS)) return;
      await jsm.streams.update(stream, {
        ...config,
        max_bytes: maxBytes,
        max_age: nanos(UPLOAD_TTL_MS),
        discard: config.discard,
      });
      this.logger.log(`Upload bucket ${LASER_UPLOAD_BUCKET} now capped at ${maxBytes} bytes`);
    } catch (error) {
      this.logger.warn(
        `Upload bucket ${LASER_UPLOAD_BUCKET} keeps its own limits (update refused): ${errorText(error)}`,
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const connection = await this.connection?.catch(() => undefined);
    await connection?.close().catch(() => undefined);
  }
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause ? `${error.message} (${errorText(cause)})` : error.message;
}
