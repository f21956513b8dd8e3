import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { QuotePdfController } from './quote-pdf.controller.js';
import { QuotePdfService } from './quote-pdf.service.js';
import { QuoteRateLimit } from './quote-rate-limit.js';
import { QuotesClient } from './quotes.client.js';

/**
 * `GET /api/cart/quote.pdf`: the orders service's quote of the visitor's cart, rendered as a PDF
 * by @shop/documents.
 */
@Module({
  imports: [NatsModule, RateLimitModule, CartModule],
  controllers: [QuotePdfController],
  providers: [QuotesClient, QuotePdfService, QuoteRateLimit],
})
export class QuotesModule {}
