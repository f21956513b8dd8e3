import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { cartSubjects, type DependencyStatus, type ServiceHealth } from '@shop/contracts';
import { dependencyStatus, ServiceRequester } from '@shop/nest-kit';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.js';

/**
 * Answers the gateway's health probe. Answering at all proves the server side of NATS; `nats`
 * reports the client connection the cart prices lines with.
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ServiceRequester) private readonly services: ServiceRequester,
  ) {}

  @MessagePattern(cartSubjects.checkHealth)
  async checkHealth(): Promise<ServiceHealth> {
    const redis = await dependencyStatus(() => this.redis.ping());
    const nats: DependencyStatus = this.services.isConnected() ? 'up' : 'down';
    const status = redis === 'up' && nats === 'up' ? 'up' : 'down';
    return { service: 'cart', status, dependencies: { redis, nats } };
  }
}
