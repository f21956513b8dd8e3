import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  type AddCartLine,
  addDesignLineBodySchema,
  addLaserLineBodySchema,
  addProductLineBodySchema,
  addSheetLineBodySchema,
  type CartResponse,
  cartLineIdSchema,
  cartResponseSchema,
  updateCartLineBodySchema,
} from '@shop/contracts';
import { summarizeCart } from '@shop/shop-rules';
import { AppError, parsePayload } from '@shop/nest-kit';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { BodyLimit } from '../http/route-body-limit.js';
import { ApiRoute, ApiTag, type DocumentedErrors } from '../openapi/api-route.decorator.js';
import { DESIGN_BODY_LIMIT_BYTES } from './cart-body-limits.js';
import {
  changedCartExample,
  designLineBodyExample,
  laserCartExample,
  laserLineBodyExample,
  productCartExample,
  productLineBodyExample,
  sheetCartExample,
  sheetLineBodyExample,
} from './cart.examples.js';
import { CartClient } from './cart.client.js';
import { CartCookie } from './cart-cookie.js';

const lineParamsSchema = z.object({ id: cartLineIdSchema });

const cartAnswer = (example?: CartResponse) => ({
  description: 'The whole cart, every line priced by the shop.',
  schema: cartResponseSchema,
  ...(example ? { example } : {}),
});

const addLineErrors = (notFound: string): DocumentedErrors => ({
  400: 'A field is missing or invalid, or the material is not offered in this thickness.',
  404: notFound,
  409:
    'The cart is full (200 lines, or no room left for designs), or the product is out of stock; ' +
    'for a part: `part_not_manufacturable` (a blocking finding) or `confirmation_required` ' +
    '(warnings not listed in `confirmedFindings`), each with the `findings`.',
  503: 'The cart or pricing service is not available.',
});

/**
 * The visitor's cart. The cart id comes from the HttpOnly cookie only, never from the
 * body or the path; a body's price is dropped by the contract before the line reaches the cart
 * service, which prices every line itself. Every answer is the whole cart, never cached.
 */
@ApiTag('Cart')
@Controller('cart')
export class CartController {
  constructor(
    @Inject(CartClient) private readonly cart: CartClient,
    @Inject(CartCookie) private readonly cookie: CartCookie,
  ) {}

  /** A visitor without a cart gets an empty one, and no cookie: nothing is stored for a look. */
  @Get()
  @ApiRoute({
    summary: "Read the visitor's cart",
    cartCookie: true,
    response: cartAnswer(sheetCartExample),
    errors: { 503: 'The cart service is not available.' },
  })
  async get(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CartResponse> {
    noStore(reply);
    const cartId = this.cookie.read(request);
    if (cartId === undefined) return emptyCart();
    const cart = await this.cart.getCart(cartId);
    this.cookie.write(reply, cartId);
    return cart;
  }

  /** A calculator sheet. */
  @Post()
  @HttpCode(201)
  @ApiRoute({
    summary: 'Add a rectangular sheet',
    description:
      'The sheet of `POST /api/calculate-price` with a quantity. Prices a page sends along ' +
      '(`pricePerM2`, `totalPrice`) are accepted and ignored: the cart prices every line itself.',
    cartCookie: true,
    body: { schema: addSheetLineBodySchema, example: sheetLineBodyExample },
    response: cartAnswer(sheetCartExample),
    errors: addLineErrors('There is no such material.'),
  })
  addSheet(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CartResponse> {
    return this.addLine(parsePayload(addSheetLineBodySchema, body), request, reply);
  }

  /** A configurator design with its DXF text, hence the larger body limit. */
  @Post('from-konfigurator')
  @HttpCode(201)
  @BodyLimit(DESIGN_BODY_LIMIT_BYTES)
  @ApiRoute({
    summary: 'Add a configurator design',
    description:
      "The design's parameters are priced by the shop; its DXF text is kept with the line for " +
      'the download. A size or price the page sends along is ignored.',
    cartCookie: true,
    body: { schema: addDesignLineBodySchema, example: designLineBodyExample },
    response: cartAnswer(),
    errors: addLineErrors('There is no such material.'),
  })
  addDesign(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CartResponse> {
    return this.addLine(parsePayload(addDesignLineBodySchema, body), request, reply);
  }

  /** A catalogue product. */
  @Post('product')
  @HttpCode(201)
  @ApiRoute({
    summary: 'Add a catalogue product',
    cartCookie: true,
    body: { schema: addProductLineBodySchema, example: productLineBodyExample },
    response: cartAnswer(productCartExample),
    errors: addLineErrors('There is no such product.'),
  })
  addProduct(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CartResponse> {
    return this.addLine(parsePayload(addProductLineBodySchema, body), request, reply);
  }

  /** A part quoted from an uploaded DXF (`POST /api/laser-quotes`); the cart prices it again. */
  @Post('laser')
  @HttpCode(201)
  @ApiRoute({
    summary: 'Add a part quoted from a DXF file',
    description:
      'The `quoteId` of `POST /api/laser-quotes`, with the material, thickness and quantity ' +
      'chosen; the cart prices the stored quote again.',
    cartCookie: true,
    body: { schema: addLaserLineBodySchema, example: laserLineBodyExample },
    response: cartAnswer(laserCartExample),
    errors: addLineErrors('There is no such quote (uploads are kept 30 days) or material.'),
  })
  addLaser(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CartResponse> {
    return this.addLine(parsePayload(addLaserLineBodySchema, body), request, reply);
  }

  @Patch(':id')
  @ApiRoute({
    summary: 'Change the quantity of a line',
    cartCookie: true,
    params: lineParamsSchema,
    body: { schema: updateCartLineBodySchema, example: { quantity: 20 } },
    response: cartAnswer(changedCartExample),
    errors: {
      400: 'The line id is not a UUID, or the quantity is not a whole number from 1 to 10000.',
      404: "The visitor's cart has no such line.",
      503: 'The cart or pricing service is not available.',
    },
  })
  async update(
    @Param() params: unknown,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CartResponse> {
    noStore(reply);
    const { id } = parsePayload(lineParamsSchema, params);
    const { quantity } = parsePayload(updateCartLineBodySchema, body);
    const cartId = this.existingCartId(request, id);
    const cart = await this.cart.updateLine(cartId, id, quantity);
    this.cookie.write(reply, cartId);
    return cart;
  }

  @Delete(':id')
  @ApiRoute({
    summary: 'Remove a line',
    cartCookie: true,
    params: lineParamsSchema,
    response: cartAnswer({
      ...sheetCartExample,
      items: [],
      totalQuantity: 0,
      summary: emptyCart().summary,
    }),
    errors: {
      400: 'The line id is not a UUID.',
      404: "The visitor's cart has no such line.",
      503: 'The cart service is not available.',
    },
  })
  async remove(
    @Param() params: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CartResponse> {
    noStore(reply);
    const { id } = parsePayload(lineParamsSchema, params);
    const cartId = this.existingCartId(request, id);
    const cart = await this.cart.removeLine(cartId, id);
    this.cookie.write(reply, cartId);
    return cart;
  }

  /** The first line of a visitor without a cart starts one; the cookie follows a stored line. */
  private async addLine(
    line: AddCartLine,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<CartResponse> {
    noStore(reply);
    const cartId = this.cookie.readOrCreate(request);
    const cart = await this.cart.addLine(cartId, line);
    this.cookie.write(reply, cartId);
    return cart;
  }

  /**
   * Without a cart there is no line to change: 404, worded as the cart service words it, without
   * asking the cart service.
   */
  private existingCartId(request: FastifyRequest, lineId: string): string {
    const cartId = this.cookie.read(request);
    if (cartId === undefined) throw AppError.notFound(`Cart line ${lineId} does not exist`);
    return cartId;
  }
}

function emptyCart(): CartResponse {
  return { items: [], totalQuantity: 0, summary: summarizeCart([]) };
}

/** A cart is one visitor's: no shared or browser cache may keep it. */
function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}
