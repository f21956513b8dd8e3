import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  listQuantityTiersRequestSchema,
  pricingSubjects,
  putQuantityTiersRequestSchema,
  type QuantityTiersResponse,
} from '@shop/contracts';
import { parseAdminRequest, parsePayload } from '@shop/nest-kit';
import { QuantityTiersService } from './quantity-tiers.service.js';

@Controller()
export class QuantityTiersController {
  constructor(@Inject(QuantityTiersService) private readonly tiers: QuantityTiersService) {}

  @MessagePattern(pricingSubjects.listQuantityTiers)
  listQuantityTiers(@Payload() payload: unknown): Promise<QuantityTiersResponse> {
    const { atLeastGeneration } = parsePayload(listQuantityTiersRequestSchema, payload ?? {});
    return this.tiers.list(atLeastGeneration);
  }

  @MessagePattern(pricingSubjects.putQuantityTiers)
  putQuantityTiers(@Payload() payload: unknown): Promise<QuantityTiersResponse> {
    return this.tiers.replace(parseAdminRequest(putQuantityTiersRequestSchema, payload));
  }
}
