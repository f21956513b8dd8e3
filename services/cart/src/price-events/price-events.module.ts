import { Module } from '@nestjs/common';
import { PriceEventsConsumer } from './price-events.consumer.js';
import { PricesGeneration } from './prices-generation.js';

/** The cart's durable consumer of price events and the prices generation it keeps in Redis. */
@Module({ providers: [PricesGeneration, PriceEventsConsumer], exports: [PricesGeneration] })
export class PriceEventsModule {}
