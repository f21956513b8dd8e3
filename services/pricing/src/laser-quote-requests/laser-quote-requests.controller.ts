import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createLaserQuoteRequestSchema,
  listLaserQuoteRequestsRequestSchema,
  priceLaserQuoteRequestSchema,
  pricingSubjects,
  type CreateLaserQuoteRequestResponse,
  type ListLaserQuoteRequestsResponse,
  type PriceLaserQuoteResponse,
} from '@shop/contracts';
import { AppError, parseAdminRequest, parsePayload } from '@shop/nest-kit';
import { LaserQuoteRequestsService } from './laser-quote-requests.service.js';

@Controller()
export class LaserQuoteRequestsController {
  constructor(
    @Inject(LaserQuoteRequestsService) private readonly requests: LaserQuoteRequestsService,
  ) {}

  @MessagePattern(pricingSubjects.priceLaserQuote)
  async priceLaserQuote(@Payload() payload: unknown): Promise<PriceLaserQuoteResponse> {
    const request = parsePayload(priceLaserQuoteRequestSchema, payload);
    const result = await this.requests.price(request);
    if (result.outcome === 'unknown-quote') throw unknownQuote(result.quoteId);
    return result.price;
  }

  @MessagePattern(pricingSubjects.createLaserQuoteRequest)
  async createRequest(@Payload() payload: unknown): Promise<CreateLaserQuoteRequestResponse> {
    const result = await this.requests.create(parsePayload(createLaserQuoteRequestSchema, payload));
    switch (result.outcome) {
      case 'created':
        return result.request;
      case 'unknown-quote':
        throw unknownQuote(result.quoteId);
      case 'unknown-material':
        throw AppError.notFound(`Material ${result.materialId} does not exist`);
    }
  }

  @MessagePattern(pricingSubjects.listLaserQuoteRequests)
  listRequests(@Payload() payload: unknown): Promise<ListLaserQuoteRequestsResponse> {
    const { actor } = parseAdminRequest(listLaserQuoteRequestsRequestSchema, payload);
    return this.requests.list(actor);
  }
}

function unknownQuote(quoteId: string): AppError {
  return AppError.notFound(`Laser quote ${quoteId} does not exist; please upload the file again`);
}
