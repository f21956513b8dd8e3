import { Body, Controller, Inject, Put, UseGuards } from '@nestjs/common';
import {
  putQuantityTiersBodySchema,
  quantityTiersResponseSchema,
  type AdminActor,
  type QuantityTiersResponse,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { QuantityTiersClient } from './quantity-tiers.client.js';

/** Replacing the quantity discounts: admins only. */
@ApiTag('Admin: prices')
@Controller('quantity-tiers')
@UseGuards(AdminGuard)
export class AdminQuantityTiersController {
  constructor(@Inject(QuantityTiersClient) private readonly tiers: QuantityTiersClient) {}

  @Put()
  @ApiRoute({
    summary: 'Replace the quantity discounts',
    body: {
      schema: putQuantityTiersBodySchema,
      example: {
        tiers: [
          { minQuantity: 10, discountPercent: 5 },
          { minQuantity: 50, discountPercent: 8 },
        ],
      },
    },
    response: {
      description: 'The saved tiers by ascending quantity; carts price their lines again.',
      schema: quantityTiersResponseSchema,
      example: {
        tiers: [
          { minQuantity: 10, discountPercent: 5 },
          { minQuantity: 50, discountPercent: 8 },
        ],
      },
    },
    errors: {
      400: 'A tier is invalid, a quantity is given twice, a larger quantity has a smaller discount, or there are more than 10 tiers.',
      503: 'The pricing service is not available.',
    },
  })
  replace(
    @CurrentAdmin() actor: AdminActor,
    @Body() body: unknown,
  ): Promise<QuantityTiersResponse> {
    return this.tiers.replace(actor, parsePayload(putQuantityTiersBodySchema, body));
  }
}
