import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { pricingSubjects, quoteLaserRequestSchema, type LaserQuoteResponse } from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import { LaserQuoteService } from './laser-quote.service.js';

@Controller()
export class LaserQuoteController {
  constructor(@Inject(LaserQuoteService) private readonly quotes: LaserQuoteService) {}

  /** A DXF the gateway stored in the object store: its metrics, and its price when asked. */
  @MessagePattern(pricingSubjects.quoteLaser)
  create(@Payload() payload: unknown): Promise<LaserQuoteResponse> {
    return this.quotes.create(parsePayload(quoteLaserRequestSchema, payload));
  }
}
