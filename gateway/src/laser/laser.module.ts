import multipart from '@fastify/multipart';
import { Inject, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { MAX_LASER_UPLOAD_BYTES } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { LaserQuotesController } from './laser-quotes.controller.js';
import { LaserRateLimit } from './laser-rate-limit.js';
import { LaserUploadStore } from './laser-upload-store.js';

/**
 * `POST /api/laser-quotes`: a DXF upload streamed into the JetStream object store, then
 * quoted by pricing. Registers the multipart parser, which only multipart requests reach: JSON
 * routes keep their 64 KB body limit, and multipart bodies are bounded by the limits below.
 */
@Module({
  imports: [NatsModule, RateLimitModule],
  controllers: [LaserQuotesController],
  providers: [LaserUploadStore, LaserRateLimit],
})
export class LaserModule {
  constructor(@Inject(HttpAdapterHost) adapterHost: HttpAdapterHost) {
    const fastify = adapterHost.httpAdapter.getInstance<FastifyInstance>();
    void fastify.register(multipart, {
      limits: {
        fileSize: MAX_LASER_UPLOAD_BYTES,
        files: 1,
        fields: 3,
        fieldSize: 100,
        parts: 4,
        headerPairs: 20,
      },
    });
  }
}
