import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { createOfferRequestSchema, ordersSubjects, type OfferDocument } from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import { OffersService } from './offers.service.js';

@Controller()
export class OffersController {
  constructor(@Inject(OffersService) private readonly offers: OffersService) {}

  @MessagePattern(ordersSubjects.createOffer)
  create(@Payload() payload: unknown): Promise<OfferDocument> {
    return this.offers.create(parsePayload(createOfferRequestSchema, payload));
  }
}
