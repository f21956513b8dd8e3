import { Controller, Get, Res, Inject } from '@nestjs/common';
import { type HealthResponse, healthResponseSchema } from '@shop/contracts';
import { type FastifyReply } from 'fastify';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { HealthService } from './health.service.js';

const allUp: HealthResponse = {
  status: 'up',
  checks: {
    postgres: 'up',
    redis: 'up',
    nats: 'up',
    pricing: 'up',
    catalogue: 'up',
    cart: 'up',
    content: 'up',
    orders: 'up',
  },
};

@ApiTag('Health')
@Controller('health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  /** 200 when every dependency is up, 503 with the same body when any is down. */
  @Get()
  @ApiRoute({
    summary: 'Check the shop and everything it needs',
    description: 'Each dependency answers within a second or counts as down.',
    response: { description: 'Everything is up.', schema: healthResponseSchema, example: allUp },
    otherResponses: {
      503: {
        description: 'Something is down; the body says what.',
        schema: healthResponseSchema,
        example: { status: 'down', checks: { ...allUp.checks, cart: 'down' } },
      },
    },
  })
  async check(@Res() reply: FastifyReply): Promise<void> {
    const result = await this.health.check();
    await reply
      .status(result.status === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(result);
  }
}
