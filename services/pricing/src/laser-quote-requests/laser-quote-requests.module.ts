import { Module } from '@nestjs/common';
import { LaserQuoteModule } from '../laser-quote/laser-quote.module.js';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { LaserQuoteRequestsController } from './laser-quote-requests.controller.js';
import { LaserQuoteRequestsService } from './laser-quote-requests.service.js';

/**
 * The cart's repricing of a stored laser quote (`pricing.laser-quote.price`) and the visitors'
 * e-mail requests for a detailed offer, with the admin list.
 */
@Module({
  imports: [PriceCatalogModule, LaserQuoteModule],
  controllers: [LaserQuoteRequestsController],
  providers: [LaserQuoteRequestsService],
})
export class LaserQuoteRequestsModule {}
