import { Readable } from 'node:stream';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { orderPartFilesBucket } from '@shop/contracts';
import { AppError, NatsObjectBucket } from '@shop/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';

/** Reads ordered parts' DXF files from the bucket the orders service keeps them in. */
@Injectable()
export class OrderPartFiles implements OnApplicationShutdown {
  private readonly bucket: NatsObjectBucket;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.bucket = new NatsObjectBucket({
      nats: config,
      clientName: 'gateway-order-part-files',
      bucket: orderPartFilesBucket,
    });
  }

  /** The file as a stream; 404 when it is not there, 503 when the store cannot be reached. */
  async open(objectName: string): Promise<Readable> {
    let result;
    try {
      result = await this.bucket.get(objectName);
    } catch {
      throw AppError.unavailable('The part files cannot be read right now; try again shortly');
    }
    if (!result) throw AppError.notFound('The part file is no longer stored');
    return Readable.fromWeb(result.data as Parameters<typeof Readable.fromWeb>[0]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.bucket.close();
  }
}
