import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import {
  type AdminActor,
  type ListLaserQuoteRequestsResponse,
  listLaserQuoteRequestsResponseSchema,
} from '@shop/contracts';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { LaserRequestsClient } from './laser-requests.client.js';
import { offerRequestRowExample } from './laser-requests.examples.js';

/** The e-mail requests for a detailed laser offer, newest first: admins only. */
@ApiTag('Admin: laser offer requests')
@Controller('admin/laser-quote-requests')
@UseGuards(AdminGuard)
export class AdminLaserRequestsController {
  constructor(@Inject(LaserRequestsClient) private readonly requests: LaserRequestsClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'List the requests for a detailed offer',
    response: {
      description: 'Every request, newest first, with the measures of its quote.',
      schema: listLaserQuoteRequestsResponseSchema,
      example: [offerRequestRowExample],
    },
    errors: { 503: 'The pricing service is not available.' },
  })
  list(@CurrentAdmin() actor: AdminActor): Promise<ListLaserQuoteRequestsResponse> {
    return this.requests.list(actor);
  }
}
