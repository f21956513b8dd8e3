import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { createQuoteRequestSchema, ordersSubjects, type QuoteDocument } from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import { QuotesService } from './quotes.service.js';

@Controller()
export class QuotesController {
  constructor(@Inject(QuotesService) private readonly quotes: QuotesService) {}

  @MessagePattern(ordersSubjects.createQuote)
  create(@Payload() payload: unknown): Promise<QuoteDocument> {
    return this.quotes.create(parsePayload(createQuoteRequestSchema, payload));
  }
}
