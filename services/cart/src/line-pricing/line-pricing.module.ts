import { Module } from '@nestjs/common';
import { LinePricingService } from './line-pricing.service.js';

@Module({ providers: [LinePricingService], exports: [LinePricingService] })
export class LinePricingModule {}
