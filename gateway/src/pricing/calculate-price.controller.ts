import { Body, Controller, HttpCode, Post, Inject } from '@nestjs/common';
import { parsePayload } from '@shop/nest-kit';
import { type CalculatePriceResponse, calculatePriceRequestSchema } from '@shop/contracts';
import { PricingClient } from './pricing.client.js';

@Controller('calculate-price')
export class CalculatePriceController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /** 200, not 201: a quote is computed, nothing is created. */
  @Post()
  @HttpCode(200)
  calculate(@Body() body: unknown): Promise<CalculatePriceResponse> {
    return this.pricing.calculatePrice(parsePayload(calculatePriceRequestSchema, body));
  }
}
