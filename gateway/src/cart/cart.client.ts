import { Inject, Injectable } from '@nestjs/common';
import {
  type AddCartLine,
  type CartResponse,
  cartResponseSchema,
  cartSubjects,
  LASER_FILE_CHECK_MAX_BUDGET_MS,
  type ServiceHealth,
  serviceHealthSchema,
} from '@shop/contracts';
import { NatsClient } from '../nats/nats-client.js';

/** The cart service as the gateway sees it: one method per NATS subject, each for one cart. */
@Injectable()
export class CartClient {
  constructor(@Inject(NatsClient) private readonly nats: NatsClient) {}

  getCart(cartId: string): Promise<CartResponse> {
    return this.nats.request(cartSubjects.getCart, { cartId }, cartResponseSchema);
  }

  /**
   * A laser part may need its file read and checked again by pricing (in a material and
   * thickness it was not checked in yet), which takes up to the budget of the largest upload:
   * the gateway waits that long plus the cart's own requests, so it never answers 503 for a part
   * the cart is still adding.
   */
  addLine(cartId: string, line: AddCartLine): Promise<CartResponse> {
    const timeoutMs =
      line.kind === 'laser' ? LASER_FILE_CHECK_MAX_BUDGET_MS + 2 * this.nats.timeoutMs : undefined;
    return this.nats.request(cartSubjects.addLine, { cartId, line }, cartResponseSchema, timeoutMs);
  }

  updateLine(cartId: string, lineId: string, quantity: number): Promise<CartResponse> {
    return this.nats.request(
      cartSubjects.updateLine,
      { cartId, lineId, quantity },
      cartResponseSchema,
    );
  }

  removeLine(cartId: string, lineId: string): Promise<CartResponse> {
    return this.nats.request(cartSubjects.removeLine, { cartId, lineId }, cartResponseSchema);
  }

  checkHealth(timeoutMs: number): Promise<ServiceHealth> {
    return this.nats.request(cartSubjects.checkHealth, {}, serviceHealthSchema, timeoutMs);
  }
}
