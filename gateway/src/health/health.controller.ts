import { Controller, Get, Res, Inject } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { HealthService } from './health.service.js';

@Controller('health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  /** 200 when every dependency is up, 503 with the same body when any is down. */
  @Get()
  async check(@Res() reply: FastifyReply): Promise<void> {
    const result = await this.health.check();
    await reply
      .status(result.status === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(result);
  }
}
