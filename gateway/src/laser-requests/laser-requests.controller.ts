import { Body, Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import {
  createLaserQuoteRequestBodySchema,
  type CreateLaserQuoteRequestResponse,
  laserQuoteIdSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { LaserRateLimit } from '../laser/laser-rate-limit.js';
import { LaserRequestsClient } from './laser-requests.client.js';

const paramsSchema = z.object({ quoteId: laserQuoteIdSchema });

/** A visitor asks for a detailed offer on a quoted DXF by e-mail (the laser calculator's form). */
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
