import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { OfferPdfController } from './offer-pdf.controller.js';
import { OfferPdfService } from './offer-pdf.service.js';
import { OfferRateLimit } from './offer-rate-limit.js';
import { OffersClient } from './offers.client.js';

/**
 * `GET /api/cart/quote.pdf`: the orders service's offer of the visitor's cart, rendered as a PDF
 * by @shop/documents.
 */
@Module({
  imports: [NatsModule, RateLimitModule, CartModule],
  controllers: [OfferPdfController],
  providers: [OffersClient, OfferPdfService, OfferRateLimit],
})
export class OffersModule {}
