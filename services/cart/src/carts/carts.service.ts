import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_CART_LINES,
  type AddCartLineRequest,
  type CartResponse,
  type RemoveCartLineRequest,
  type UpdateCartLineRequest,
} from '@shop/contracts';
import { LinePricingService, type LinePricing } from '../line-pricing/line-pricing.service.js';
import { CartStore, type CartLimits, type StoreResult } from './cart-store.js';
import { toCartResponse } from './cart-view.js';

/**
 * Every answer carries the whole cart, and NATS carries at most 1 MB per message (DXF texts
 * included): the lines' data may take 768 KB, which leaves room for prices, ids and framing.
 */
export const CART_LIMITS: CartLimits = { maxLines: MAX_CART_LINES, maxBytes: 768 * 1024 };

/** What a change to a cart came to; the controller turns the failures into error replies. */
export type CartChange =
  | { outcome: 'changed'; cart: CartResponse }
  | { outcome: 'line-not-found'; lineId: string }
  | { outcome: 'cart-full' }
  | { outcome: 'cart-too-large' }
  | Exclude<LinePricing, { outcome: 'priced' }>;

@Injectable()
export class CartsService {
  constructor(
    @Inject(CartStore) private readonly store: CartStore,
    @Inject(LinePricingService) private readonly pricing: LinePricingService,
  ) {}

  /** The cart as it stands; an unknown or expired cart is an empty one. */
  async getCart(cartId: string): Promise<CartResponse> {
    return toCartResponse((await this.store.read(cartId)).entries);
  }

  /** Prices the line on the server, then adds it as a line of its own. */
  async addLine({ cartId, line }: AddCartLineRequest): Promise<CartChange> {
    const pricing = await this.pricing.price(line);
    if (pricing.outcome !== 'priced') return pricing;
    const result = await this.store.addLine(
      cartId,
      randomUUID(),
      pricing.line,
      line.quantity,
      CART_LIMITS,
    );
    return toChange(result);
  }

  async updateLine({ cartId, lineId, quantity }: UpdateCartLineRequest): Promise<CartChange> {
    return toChange(await this.store.setQuantity(cartId, lineId, quantity), lineId);
  }

  async removeLine({ cartId, lineId }: RemoveCartLineRequest): Promise<CartChange> {
    return toChange(await this.store.removeLine(cartId, lineId), lineId);
  }
}

function toChange(result: StoreResult, lineId = ''): CartChange {
  switch (result.status) {
    case 'done':
      return { outcome: 'changed', cart: toCartResponse(result.entries) };
    case 'line-not-found':
      return { outcome: 'line-not-found', lineId };
    case 'cart-full':
      return { outcome: 'cart-full' };
    case 'cart-too-large':
      return { outcome: 'cart-too-large' };
  }
}
