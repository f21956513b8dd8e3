import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Objm, type ObjectStore } from '@nats-io/obj';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { LASER_UPLOAD_BUCKET, MAX_LASER_UPLOAD_BYTES } from '@shop/contracts';
import { natsConnectionOptions } from '@shop/nest-kit';
import { PRICING_CONFIG, type PricingConfig } from '../config/pricing-config.js';

/** Reads uploaded DXF files from the JetStream object store the gateway writes them to. */
@Injectable()
export class LaserUploadStore implements OnApplicationShutdown {
  private connection?: Promise<NatsConnection>;
  private store?: Promise<ObjectStore>;

  constructor(@Inject(PRICING_CONFIG) private readonly config: PricingConfig) {}

  /** The object's bytes, or undefined when it does not exist (or is larger than an upload may be). */
  async read(objectName: string): Promise<Uint8Array | undefined> {
    const result = await (await this.bucket()).get(objectName);
    if (!result) return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of result.data) {
      size += chunk.length;
      if (size > MAX_LASER_UPLOAD_BYTES) return undefined;
      chunks.push(chunk);
    }
    const error = await result.error;
    if (error) throw error;
    return Buffer.concat(chunks, size);
  }

  private bucket(): Promise<ObjectStore> {
    this.connection ??= connect(natsConnectionOptions(this.config, 'pricing-uploads'));
    this.store ??= this.connection.then((nc) => new Objm(nc).open(LASER_UPLOAD_BUCKET));
    // A failed open (bucket not created yet) is tried again on the next request.
    this.store.catch(() => {
      this.store = undefined;
    });
    return this.store;
  }

  async onApplicationShutdown(): Promise<void> {
    const connection = await this.connection?.catch(() => undefined);
    await connection?.close().catch(() => undefined);
  }
}
