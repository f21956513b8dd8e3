import { Inject, Injectable } from '@nestjs/common';
import {
  type AddCartLine,
  type CartResponse,
  cartResponseSchema,
  cartSubjects,
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

  addLine(cartId: string, line: AddCartLine): Promise<CartResponse> {
    return this.nats.request(cartSubjects.addLine, { cartId, line }, cartResponseSchema);
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
