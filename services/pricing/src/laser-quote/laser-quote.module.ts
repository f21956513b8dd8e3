import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { LaserQuoteController } from './laser-quote.controller.js';
import { LaserQuoteEntity } from './laser-quote.entity.js';
import { LaserQuoteFindingsEntity } from './laser-quote-findings.entity.js';
import { LaserQuoteService } from './laser-quote.service.js';
import { LaserUploadStore } from './laser-upload-store.js';

/**
 * Answers `pricing.laser-quote.create` (reads an uploaded DXF and stores its metrics) and
 * `pricing.laser-quote.draw` (the uploaded part as a drawing).
 * Exports LaserQuoteService, whose findQuote and price the cart's and e-mail request's handlers use.
 */
@Module({
  imports: [
    PriceCatalogModule,
    TypeOrmModule.forFeature([LaserQuoteEntity, LaserQuoteFindingsEntity]),
  ],
  controllers: [LaserQuoteController],
  providers: [LaserQuoteService, LaserUploadStore],
  exports: [LaserQuoteService],
})
export class LaserQuoteModule {}
