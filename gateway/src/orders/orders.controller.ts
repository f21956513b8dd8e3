import { Body, Controller, Headers, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  idempotencyKeySchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  type PlaceOrderResponse,
} from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { CartCookie } from '../cart/cart-cookie.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { OrderRateLimit } from './order-rate-limit.js';
import { OrdersClient } from './orders.client.js';
import { placeOrderBodyExample, placeOrderResponseExample } from './orders.examples.js';

const idempotencyHeaderSchema = z.object({ 'Idempotency-Key': z.optional(idempotencyKeySchema) });

/** Orders: the visitor's cart (from the cart cookie only) becomes an order. */
@ApiTag('Orders')
@Controller('orders')
export class OrdersController {
  constructor(
    @Inject(OrdersClient) private readonly orders: OrdersClient,
    @Inject(CartCookie) private readonly cookie: CartCookie,
    @Inject(OrderRateLimit) private readonly rateLimit: OrderRateLimit,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiRoute({
    summary: "Order the visitor's cart",
    description:
      'Places an order of every line in the cart, priced by the shop, on prepayment (bank ' +
      'transfer; the answer names the account and the reference) or on invoice; pickup is free, ' +
      'shipping costs the flat rate. A confirmation e-mail follows. Send an `Idempotency-Key` ' +
      'header (a UUID per submit): the same key from the same cart answers the same order again, ' +
      'never a second one. The ordered lines leave the cart.',
    cartCookie: true,
    body: { schema: placeOrderBodySchema, example: placeOrderBodyExample },
    response: {
      description: 'The order as placed (or placed before under the same key).',
      schema: placeOrderResponseSchema,
      example: placeOrderResponseExample,
    },
    errors: {
      400: 'A field is missing or invalid (each is named), or the Idempotency-Key header is malformed.',
      409: 'The cart is empty, or a line can no longer be priced.',
      429: {
        when: 'Too many orders from this address; `Retry-After` says when to try again.',
        example: { message: 'Too many orders from your address; try again later' },
      },
      503: 'The orders, cart or pricing service is not available; nothing was ordered.',
    },
  })
  async place(
    @Body() body: unknown,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PlaceOrderResponse> {
    void reply.header('Cache-Control', 'no-store');
    await this.rateLimit.take(request.ip);
    const headers = parsePayload(idempotencyHeaderSchema, { 'Idempotency-Key': idempotencyKey });
    const order = parsePayload(placeOrderBodySchema, body);
    const cartId = this.cookie.read(request);
    if (cartId === undefined) throw new AppError(409, 'CONFLICT', 'The cart is empty');
    return this.orders.place(cartId, order, headers['Idempotency-Key']);
  }
}
