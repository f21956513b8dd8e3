import { Module } from '@nestjs/common';
import { LaserRateLimit } from '../laser/laser-rate-limit.js';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AdminLaserRequestsController } from './admin-laser-requests.controller.js';
import { LaserRequestsController } from './laser-requests.controller.js';
import { LaserRequestsClient } from './laser-requests.client.js';

/**
 * E-mail requests for a detailed laser offer: the public POST beside the upload, and the admin
 * list (guarded by the AdminGuard).
 */
@Module({
  imports: [NatsModule, RateLimitModule],
  controllers: [LaserRequestsController, AdminLaserRequestsController],
  providers: [LaserRequestsClient, LaserRateLimit],
})
export class LaserRequestsModule {}
