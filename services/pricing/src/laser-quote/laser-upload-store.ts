import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { LASER_UPLOAD_BUCKET, MAX_LASER_UPLOAD_BYTES } from '@shop/contracts';
import { NatsObjectBucket } from '@shop/nest-kit';
import { PRICING_CONFIG, type PricingConfig } from '../config/pricing-config.js';

/** Reads uploaded DXF files from the JetStream object store the gateway writes them to. */
@Injectable()
export class LaserUploadStore implements OnApplicationShutdown {
  private readonly bucket: NatsObjectBucket;

  constructor(@Inject(PRICING_CONFIG) config: PricingConfig) {
    this.bucket = new NatsObjectBucket({
      nats: config,
      clientName: 'pricing-uploads',
      bucket: LASER_UPLOAD_BUCKET,
    });
  }

  /** The object's bytes, or undefined when it does not exist (or is larger than an upload may be). */
  read(objectName: string): Promise<Uint8Array | undefined> {
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
