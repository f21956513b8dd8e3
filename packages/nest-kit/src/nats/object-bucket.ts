import {
  Objm,
  type ObjectInfo,
  type ObjectResult,
  type ObjectStore,
  type ObjectStoreOptions,
} from '@nats-io/obj';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions, type NatsConnectionConfig } from './nats-options.js';

/** Which bucket, on which connection, and whether this process creates it. */
export interface ObjectBucketOptions {
  nats: NatsConnectionConfig;
  /** The connection's name in NATS monitoring ('orders-part-files'). */
  clientName: string;
  bucket: string;
  /** Creates the bucket with these settings when missing; without them it is only opened. */
  create?: Partial<ObjectStoreOptions>;
}

/**
 * One JetStream object store bucket on a connection of its own, so large files never queue
 * behind request-reply traffic. Opening is lazy and tried again on the next call after a failure
 * (a bucket another process creates later, NATS away).
 */
export class NatsObjectBucket {
  private connection?: Promise<NatsConnection>;
  private store?: Promise<ObjectStore>;

  constructor(private readonly options: ObjectBucketOptions) {}

  /** The object's bytes; undefined when it does not exist or is larger than `maxBytes`. */
  async read(name: string, maxBytes: number): Promise<Uint8Array | undefined> {
    const result = await this.get(name);
    if (!result) return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of result.data) {
      size += chunk.length;
      if (size > maxBytes) return undefined;
      chunks.push(chunk);
    }
    const error = await result.error;
    if (error) throw error;
    return Buffer.concat(chunks, size);
  }

  /** Whether the object exists; asks for its info only, not its bytes. */
  async exists(name: string): Promise<boolean> {
    const info = await (await this.bucket()).info(name);
    return info !== null && !info.deleted;
  }

  /** The object to stream (its `info` and `data`), or null when it does not exist. */
  async get(name: string): Promise<ObjectResult | null> {
    return (await this.bucket()).get(name);
  }

  /** Stores `bytes` under `name` (replacing an object of that name). */
  async put(name: string, bytes: Uint8Array): Promise<ObjectInfo> {
    return (await this.bucket()).putBlob({ name }, bytes);
  }

  /** Deletes an object; nothing happens when it does not exist. */
  async delete(name: string): Promise<void> {
    await (await this.bucket()).delete(name);
  }

  /** Closes the connection; call on application shutdown. */
  async close(): Promise<void> {
    const connection = await this.connection?.catch(() => undefined);
    await connection?.close().catch(() => undefined);
  }

  private bucket(): Promise<ObjectStore> {
    if (!this.connection) {
      const connection = connect(natsConnectionOptions(this.options.nats, this.options.clientName));
      this.connection = connection;
      connection.catch(() => {
        if (this.connection === connection) this.connection = undefined;
      });
    }
    if (!this.store) {
      const { bucket, create } = this.options;
      const store = this.connection.then((nc) =>
        create ? new Objm(nc).create(bucket, create) : new Objm(nc).open(bucket),
      );
      this.store = store;
      store.catch(() => {
        if (this.store === store) this.store = undefined;
      });
    }
    return this.store;
  }
}
