import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  drawLaserQuoteRequestSchema,
  getLaserQuoteFileRequestSchema,
  pricingSubjects,
  quoteLaserRequestSchema,
  type LaserQuoteFile,
  type LaserQuoteResponse,
  type PartDrawing,
} from '@shop/contracts';
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

  /** The uploaded part's contours as a drawing, for quotes and orders; 404 for an unknown quote. */
  @MessagePattern(pricingSubjects.drawLaserQuote)
  draw(@Payload() payload: unknown): Promise<PartDrawing> {
    return this.quotes.draw(parsePayload(drawLaserQuoteRequestSchema, payload).quoteId);
  }

  /** Where the quote's uploaded file is kept, for an order's copy; 404 for an unknown quote. */
  @MessagePattern(pricingSubjects.getLaserQuoteFile)
  file(@Payload() payload: unknown): Promise<LaserQuoteFile> {
    return this.quotes.file(parsePayload(getLaserQuoteFileRequestSchema, payload).quoteId);
  }
}
