import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  quoteDesignRequestSchema,
  pricingSubjects,
  type QuoteDesignResponse,
} from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { DesignQuoteService } from './design-quote.service.js';

@Controller()
export class DesignQuoteController {
  constructor(@Inject(DesignQuoteService) private readonly quotes: DesignQuoteService) {}

  @MessagePattern(pricingSubjects.quoteDesign)
  async quoteDesign(@Payload() payload: unknown): Promise<QuoteDesignResponse> {
    const request = parsePayload(quoteDesignRequestSchema, payload);
    const quote = await this.quotes.quoteAtLeast(request);
    switch (quote.outcome) {
      case 'priced':
        return quote.price;
      case 'invalid-design': {
        const issues = quote.issues.map((issue) => ({
          path: issue.path ? `designParameters.${issue.path}` : 'designParameters',
          message: issue.message,
        }));
        const fields = [...new Set(issues.map((issue) => issue.path))];
        throw AppError.validation(`Invalid input: ${fields.join(', ')}`, issues);
      }
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
