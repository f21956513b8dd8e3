import { Body, Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import {
  createLaserQuoteRequestBodySchema,
  type CreateLaserQuoteRequestResponse,
  createLaserQuoteRequestResponseSchema,
  laserQuoteIdSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { LaserRateLimit } from '../laser/laser-rate-limit.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { LaserRequestsClient } from './laser-requests.client.js';
import { offerRequestCreatedExample, offerRequestExample } from './laser-requests.examples.js';

const paramsSchema = z.object({ quoteId: laserQuoteIdSchema });

/** A visitor asks for a detailed offer on a quoted DXF by e-mail (the laser calculator's form). */
@ApiTag('Laser quotes')
@Controller('laser-quotes')
export class LaserRequestsController {
  constructor(
    @Inject(LaserRequestsClient) private readonly requests: LaserRequestsClient,
    @Inject(LaserRateLimit) private readonly rateLimit: LaserRateLimit,
  ) {}

  /**
   * 201 with the request's id; 400 with field messages; 404 for an unknown quote; 429 too many
   * requests from this IP.
   */
  @Post(':quoteId/requests')
  @HttpCode(201)
  @ApiRoute({
    summary: 'Ask for a detailed offer on a quoted part',
    description: 'The shop answers by e-mail; the request names the uploaded file of the quote.',
    params: paramsSchema,
    body: { schema: createLaserQuoteRequestBodySchema, example: offerRequestExample },
    response: {
      description: 'The request is recorded.',
      schema: createLaserQuoteRequestResponseSchema,
      example: offerRequestCreatedExample,
    },
    errors: {
      400: 'The quote id is not a UUID, or a field is invalid (e-mail, quantity, thickness).',
      404: 'There is no such quote (uploads are kept 30 days) or material.',
      429: {
        when: 'Too many requests from this address; `Retry-After` says when to try again.',
        example: { message: 'Too many offer requests from your address; try again later' },
      },
      503: 'The pricing service is not available.',
    },
  })
  async create(
    @Req() request: FastifyRequest,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<CreateLaserQuoteRequestResponse> {
    await this.rateLimit.take('request', request.ip);
    const { quoteId } = parsePayload(paramsSchema, params);
    const fields = parsePayload(createLaserQuoteRequestBodySchema, body);
    return this.requests.create({ quoteId, ...fields });
  }
}
