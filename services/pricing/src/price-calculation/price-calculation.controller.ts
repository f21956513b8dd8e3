import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  calculatePriceMessageSchema,
  pricingSubjects,
  type CalculatePriceResponse,
} from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { PriceCalculationService } from './price-calculation.service.js';

@Controller()
export class PriceCalculationController {
  constructor(
    @Inject(PriceCalculationService) private readonly calculation: PriceCalculationService,
  ) {}

  @MessagePattern(pricingSubjects.calculatePrice)
  async calculatePrice(@Payload() payload: unknown): Promise<CalculatePriceResponse> {
    const request = parsePayload(calculatePriceMessageSchema, payload);
    const quote = await this.calculation.quoteAtLeast(request);
    switch (quote.outcome) {
      case 'priced':
        return quote.price;
      case 'unknown-material':
        throw AppError.notFound(`Material ${quote.materialId} does not exist`);
      case 'thickness-not-offered': {
        const offered = quote.offeredThicknesses.join(', ') || 'none';
        throw AppError.validation('Invalid input: thickness', [
          {
            path: 'thickness',
            message: `${quote.material.displayName} is not offered in ${request.thickness} mm; available: ${offered}`,
          },
        ]);
      }
    }
  }
}
