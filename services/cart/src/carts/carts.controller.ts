import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  addCartLineRequestSchema,
  cartSubjects,
  getCartRequestSchema,
  MAX_CART_LINES,
  removeCartLineRequestSchema,
  removeOrderedLinesRequestSchema,
  updateCartLineRequestSchema,
  type CartResponse,
} from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { CART_LIMITS, CartsService, type CartChange } from './carts.service.js';

const unavailableMessages = {
  sheet:
    'Sheets cannot be priced right now: the pricing service is not available; try again shortly',
  design:
    'Designs cannot be priced right now: the pricing service gives no design quote; try again later',
  product:
    'Products cannot be priced right now: the catalogue service is not available; try again later',
  laser:
    'Laser parts cannot be priced right now: the pricing service is not available; try again shortly',
} as const;

/** The cart's NATS subjects: validate with the contract, call the service, map the outcome. */
@Controller()
export class CartsController {
  constructor(@Inject(CartsService) private readonly carts: CartsService) {}

  @MessagePattern(cartSubjects.getCart)
  getCart(@Payload() payload: unknown): Promise<CartResponse> {
    return this.carts.getCart(parsePayload(getCartRequestSchema, payload).cartId);
  }

  @MessagePattern(cartSubjects.addLine)
  async addLine(@Payload() payload: unknown): Promise<CartResponse> {
    return answer(await this.carts.addLine(parsePayload(addCartLineRequestSchema, payload)));
  }

  @MessagePattern(cartSubjects.updateLine)
  async updateLine(@Payload() payload: unknown): Promise<CartResponse> {
    return answer(await this.carts.updateLine(parsePayload(updateCartLineRequestSchema, payload)));
  }

  @MessagePattern(cartSubjects.removeLine)
  async removeLine(@Payload() payload: unknown): Promise<CartResponse> {
    return answer(await this.carts.removeLine(parsePayload(removeCartLineRequestSchema, payload)));
  }

  /** Sent by the orders service once an order from this cart is committed. */
  @MessagePattern(cartSubjects.removeOrderedLines)
  removeOrderedLines(@Payload() payload: unknown): Promise<CartResponse> {
    return this.carts.removeOrderedLines(parsePayload(removeOrderedLinesRequestSchema, payload));
  }
}

function answer(change: CartChange): CartResponse {
  switch (change.outcome) {
    case 'changed':
      return change.cart;
    case 'line-not-found':
      throw AppError.notFound(`Cart line ${change.lineId} does not exist`);
    case 'cart-full':
      throw new AppError(
        409,
        'CONFLICT',
        `A cart holds at most ${MAX_CART_LINES} lines; remove one before adding another`,
      );
    case 'cart-too-large':
      throw new AppError(
        409,
        'CONFLICT',
        `The cart has no room for this line: its designs and DXF files may take ${CART_LIMITS.maxBytes / 1024} KB together; remove a design before adding another`,
      );
    case 'refused': {
      const { status, code, message, issues } = change.error;
      throw new AppError(status, code, message, issues);
    }
    case 'unavailable':
      throw AppError.unavailable(unavailableMessages[change.kind]);
    case 'out-of-stock':
      throw new AppError(409, 'CONFLICT', `${change.productName} is out of stock`);
    case 'not-manufacturable':
      throw AppError.partRefused(
        'part_not_manufacturable',
        'The laser cannot make this part as drawn; change it before adding it to the cart',
        change.findings,
      );
    case 'confirmation-required':
      throw AppError.partRefused(
        'confirmation_required',
        'This part has manufacturing warnings; confirm them to add it to the cart',
        change.findings,
      );
  }
}
