import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { LASER_UPLOAD_BUCKET, MAX_LASER_UPLOAD_BYTES } from '@shop/contracts';
import { NatsObjectBucket } from '@shop/nest-kit';
import { PRICING_CONFIG, type PricingConfig } from '../config/pricing-config.js';

/** Reads uploaded DXF files from the JetStream object store the gateway writes them to. */
@Injectable()
export class LaserUploadStore implements OnApplicationShutdown {
  private readonly bucket: NatsObjectBucket;
  private readonly readDelayMs: number;

  constructor(@Inject(PRICING_CONFIG) config: PricingConfig) {
    this.readDelayMs = config.LASER_UPLOAD_READ_DELAY_MS;
    this.bucket = new NatsObjectBucket({
      nats: config,
      clientName: 'pricing-uploads',
      bucket: LASER_UPLOAD_BUCKET,
    });
  }

  /** The object's bytes, or undefined when it does not exist (or is larger than an upload may be). */
  async read(objectName: string): Promise<Uint8Array | undefined> {
    if (this.readDelayMs > 0) await delay(this.readDelayMs);
    return this.bucket.read(objectName, MAX_LASER_UPLOAD_BYTES);
  }

  /** Whether the object is still kept (uploads expire), without reading it. */
  exists(objectName: string): Promise<boolean> {
    return this.bucket.exists(objectName);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bucket.close();
  }
}
