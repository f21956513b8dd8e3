import { Module } from '@nestjs/common';
import { PriceCatalogModule } from '../price-catalog/price-catalog.module.js';
import { DesignQuoteController } from './design-quote.controller.js';
import { DesignQuoteService } from './design-quote.service.js';

/** Answers `pricing.design.quote` for the configurator's parts, priced from their parameters. */
@Module({
  imports: [PriceCatalogModule],
  controllers: [DesignQuoteController],
  providers: [DesignQuoteService],
})
export class DesignQuoteModule {}
