import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { LASER_UPLOAD_BUCKET, MAX_LASER_UPLOAD_BYTES, orderPartFilesBucket } from '@shop/contracts';
import { NatsObjectBucket } from '@shop/nest-kit';
import { ORDERS_CONFIG, type OrdersConfig } from '../config/orders-config.js';

/**
 * The DXF files of ordered parts: kept in the `order-part-files` bucket, which has no TTL (the
 * files live as long as their orders), copied there from the customers' uploads (`laser-uploads`,
 * which expire) or written from a design's DXF text.
 */
@Injectable()
export class PartFiles implements OnApplicationShutdown {
  private readonly logger = new Logger(PartFiles.name);
  private readonly uploads: NatsObjectBucket;
  private readonly parts: NatsObjectBucket;

  constructor(@Inject(ORDERS_CONFIG) config: OrdersConfig) {
    this.uploads = new NatsObjectBucket({
      nats: config,
      clientName: 'orders-uploads',
      bucket: LASER_UPLOAD_BUCKET,
    });
    this.parts = new NatsObjectBucket({
      nats: config,
      clientName: 'orders-part-files',
      bucket: orderPartFilesBucket,
      create: { storage: 'file' },
    });
  }

  /** Stores a part's DXF under a new name; answers that name and the size. */
  async store(bytes: Uint8Array): Promise<{ objectName: string; sizeBytes: number }> {
    const objectName = `${randomUUID()}.dxf`;
    await this.parts.put(objectName, bytes);
    return { objectName, sizeBytes: bytes.length };
  }

  /** Copies an uploaded DXF into the order part files; undefined when the upload is gone. */
  async copyUpload(
    uploadName: string,
  ): Promise<{ objectName: string; sizeBytes: number } | undefined> {
    const bytes = await this.uploads.read(uploadName, MAX_LASER_UPLOAD_BYTES);
    return bytes ? this.store(bytes) : undefined;
  }

  /** A part file's bytes (tests and checks); undefined when it does not exist. */
  read(objectName: string): Promise<Uint8Array | undefined> {
    return this.parts.read(objectName, MAX_LASER_UPLOAD_BYTES);
  }

  /** Removes files an order did not keep (its transaction failed, or another submit won). */
  async discard(objectNames: readonly string[]): Promise<void> {
    for (const name of objectNames) {
      await this.parts.delete(name).catch((error: unknown) => {
        this.logger.warn(`Could not remove the unused part file ${name}: ${String(error)}`);
      });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.uploads.close(), this.parts.close()]);
  }
}
