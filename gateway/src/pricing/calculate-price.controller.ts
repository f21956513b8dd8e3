import { Body, Controller, HttpCode, Post, Inject } from '@nestjs/common';
import { parsePayload } from '@shop/nest-kit';
import {
  type CalculatePriceResponse,
  calculatePriceRequestSchema,
  calculatePriceResponseSchema,
} from '@shop/contracts';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { sheetPriceExample, sheetRequestExample } from './pricing.examples.js';
import { PricingClient } from './pricing.client.js';

@ApiTag('Prices')
@Controller('calculate-price')
export class CalculatePriceController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /** 200, not 201: a quote is computed, nothing is created. */
  @Post()
  @HttpCode(200)
  @ApiRoute({
    summary: 'Price a rectangular sheet',
    description:
      'Material cost = width × height × price per m²; cutting cost = perimeter × cost per ' +
      'metre; each rounded to the cent, the total is their sum. Nothing is stored.',
    body: { schema: calculatePriceRequestSchema, example: sheetRequestExample },
    response: {
      description: 'The price with its breakdown (EUR, m², m).',
      schema: calculatePriceResponseSchema,
      example: sheetPriceExample,
    },
    errors: {
      400: 'A field is missing or out of range, or the material is not offered in this thickness.',
      404: 'There is no such material.',
      503: 'The pricing service is not available.',
    },
  })
  calculate(@Body() body: unknown): Promise<CalculatePriceResponse> {
    return this.pricing.calculatePrice(parsePayload(calculatePriceRequestSchema, body));
  }
}
