import { Body, Controller, HttpCode, Post, Inject } from '@nestjs/common';
import { type CalculatePriceResponse, calculatePriceRequestSchema } from '@shop/contracts';
import { parseRequest } from '../validation/parse-request.js';
import { PricingClient } from './pricing.client.js';

@Controller('calculate-price')
export class CalculatePriceController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /** 200, not 201: a quote is computed, nothing is created. */
  @Post()
  @HttpCode(200)
  calculate(@Body() body: unknown): Promise<CalculatePriceResponse> {
    return this.pricing.calculatePrice(parseRequest(calculatePriceRequestSchema, body));
  }
}
