import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import { type AdminActor, type ListLaserQuoteRequestsResponse } from '@shop/contracts';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { LaserRequestsClient } from './laser-requests.client.js';

/** The e-mail requests for a detailed laser offer, newest first: admins only. */
@Controller('admin/laser-quote-requests')
@UseGuards(AdminGuard)
export class AdminLaserRequestsController {
  constructor(@Inject(LaserRequestsClient) private readonly requests: LaserRequestsClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentAdmin() actor: AdminActor): Promise<ListLaserQuoteRequestsResponse> {
    return this.requests.list(actor);
  }
}
