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
  summarizeCart,
  updateCartLineBodySchema,
} from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { BodyLimit } from '../http/route-body-limit.js';
import { DESIGN_BODY_LIMIT_BYTES } from './cart-body-limits.js';
import { CartClient } from './cart.client.js';
import { CartCookie } from './cart-cookie.js';

const lineParamsSchema = z.object({ id: cartLineIdSchema });

/**
 * The visitor's cart (SPEC 7). The cart id comes from the HttpOnly cookie only, never from the
 * body or the path; a body's price is dropped by the contract before the line reaches the cart
 * service, which prices every line itself. Every answer is the whole cart, never cached.
 */
@Controller('cart')
export class CartController {
  constructor(
    @Inject(CartClient) private readonly cart: CartClient,
    @Inject(CartCookie) private readonly cookie: CartCookie,
  ) {}

  /** A visitor without a cart gets an empty one, and no cookie: nothing is stored for a look. */
  @Get()
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
  addLaser(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CartResponse> {
    return this.addLine(parsePayload(addLaserLineBodySchema, body), request, reply);
  }

  @Patch(':id')
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
