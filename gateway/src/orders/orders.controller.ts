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

const idempotencyHeaderSchema = z.object({
  'Idempotency-Key': z
    .string({ error: 'Required' })
    .check(z.minLength(1, 'Required'))
    .check(
      // the key's own rules after it is known to be there
      z.refine((key) => idempotencyKeySchema.safeParse(key).success, {
        error: (issue) =>
          idempotencyKeySchema.safeParse(issue.input).error?.issues[0]?.message ?? 'Invalid',
      }),
    ),
});

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
      'shipping costs the flat rate. A confirmation e-mail follows. One cart gives one order: ' +
      'however often and from however many tabs it is submitted, its lines go into one order, and ' +
      'the ordered lines leave the cart. The `Idempotency-Key` header is required (a UUID per ' +
      'submit, new when the form changes): the same key with the same body answers the same order ' +
      'again; with another body it is refused (422); while the first is still being placed, a ' +
      'repeat is answered 409 with `Retry-After`. When the answer does not come in time (504), ' +
      'send the same request again with the same key.',
    cartCookie: true,
    body: { schema: placeOrderBodySchema, example: placeOrderBodyExample },
    response: {
      description: 'The order as placed (or placed before under the same key).',
      schema: placeOrderResponseSchema,
      example: placeOrderResponseExample,
    },
    errors: {
      400: 'A field is missing or invalid (each is named), or the Idempotency-Key header is missing or malformed.',
      409: {
        when:
          'The cart is empty, or a line can no longer be priced; `cart_already_ordered`: the cart ' +
          'was ordered already (its `orderNumber` names the order); `idempotency_key_in_use`: ' +
          'a submit with this key is still being placed (ask again after `Retry-After` seconds).',
        example: {
          status: 409,
          code: 'cart_already_ordered',
          message: 'This cart was ordered already: B-2026-000123',
          orderNumber: 'B-2026-000123',
        },
      },
      422: 'The Idempotency-Key was sent before with another body (`idempotency_key_reused`).',
      429: {
        when: 'Too many orders from this address; `Retry-After` says when to try again.',
        example: { message: 'Too many orders from your address; try again later' },
      },
      503: 'The orders, cart or pricing service is not available; nothing was ordered.',
      504: {
        when:
          'The answer did not come in time, and the order may still be placed ' +
          '(`order_pending`): send the same request with the same key after `Retry-After` ' +
          'seconds to get it; it is never placed twice.',
        example: {
          status: 504,
          code: 'order_pending',
          message:
            'The order may still be being placed; send it again with the same Idempotency-Key to get it',
        },
      },
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
