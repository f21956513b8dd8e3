import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  calculatePriceRequestSchema,
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
  calculatePrice(@Payload() payload: unknown): CalculatePriceResponse {
    const request = parsePayload(calculatePriceRequestSchema, payload);
    const quote = this.calculation.quote(request);
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
