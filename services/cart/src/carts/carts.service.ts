import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_CART_LINES,
  type AddCartLineRequest,
  type CartResponse,
  type RemoveCartLineRequest,
  type RemoveOrderedLinesRequest,
  type UpdateCartLineRequest,
} from '@shop/contracts';
import { LinePricingService, type LinePricing } from '../line-pricing/line-pricing.service.js';
import { admitPart, type PartAdmission } from '../line-pricing/part-findings.js';
import { addLineFor, repricedLine } from '../line-pricing/repriced-lines.js';
import { PricesGeneration, type CurrentPrices } from '../price-events/prices-generation.js';
import { CartStore, type CartLimits, type StoreResult } from './cart-store.js';
import { toCartResponse } from './cart-view.js';
import type { CartEntry, StoredLine } from './stored-line.js';

/** How many stale lines of one cart are priced again at the same time. */
const REPRICING_CONCURRENCY = 8;

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
  | Exclude<LinePricing, { outcome: 'priced' }>
  | Exclude<PartAdmission, { outcome: 'admitted' }>;

@Injectable()
export class CartsService {
  constructor(
    @Inject(CartStore) private readonly store: CartStore,
    @Inject(LinePricingService) private readonly pricing: LinePricingService,
    @Inject(PricesGeneration) private readonly generation: PricesGeneration,
  ) {}

  /**
   * The cart as it stands, with every line priced under the current prices generation: a line
   * priced before prices last changed is priced again from its own parameters (a stale price is
   * replaced). An unknown or expired cart is an empty one.
   */
  async getCart(cartId: string): Promise<CartResponse> {
    const prices = await this.generation.current();
    const { entries } = await this.store.read(cartId);
    return toCartResponse(await this.reprice(cartId, entries, prices));
  }

  /**
   * Prices the line on the server, then adds it as a line of its own. A part the laser cannot
   * make, or one with warnings the customer has not confirmed, is refused and nothing is stored.
   */
  async addLine({ cartId, line }: AddCartLineRequest): Promise<CartChange> {
    // read before pricing: a change arriving meanwhile leaves this line stale, not wrongly fresh
    const prices = await this.generation.current();
    const pricing = await this.pricing.price(line, prices.serviceGenerations, { adding: true });
    if (pricing.outcome !== 'priced') return pricing;
    const admission = admitPart(pricing.line, line);
    if (admission.outcome !== 'admitted') return admission;
    const result = await this.store.addLine(
      cartId,
      randomUUID(),
      { ...pricing.line, pricesGeneration: prices.generation },
      line.quantity,
      CART_LIMITS,
    );
    return this.toChange(cartId, result, prices);
  }

  async updateLine({ cartId, lineId, quantity }: UpdateCartLineRequest): Promise<CartChange> {
    const prices = await this.generation.current();
    return this.toChange(
      cartId,
      await this.store.setQuantity(cartId, lineId, quantity),
      prices,
      lineId,
    );
  }

  async removeLine({ cartId, lineId }: RemoveCartLineRequest): Promise<CartChange> {
    const prices = await this.generation.current();
    return this.toChange(cartId, await this.store.removeLine(cartId, lineId), prices, lineId);
  }

  /**
   * Takes the lines an order was placed from out of the cart: those still there go, one already
   * removed is no error, so the orders service may ask again. Answers the cart as it is then.
   */
  async removeOrderedLines({ cartId, lineIds }: RemoveOrderedLinesRequest): Promise<CartResponse> {
    const prices = await this.generation.current();
    const { entries } = await this.store.removeLines(cartId, lineIds);
    return toCartResponse(await this.reprice(cartId, entries, prices));
  }

  private async toChange(
    cartId: string,
    result: StoreResult,
    prices: CurrentPrices,
    lineId = '',
  ): Promise<CartChange> {
    if (result.status !== 'done') return toFailedChange(result, lineId);
    return {
      outcome: 'changed',
      cart: toCartResponse(await this.reprice(cartId, result.entries, prices)),
    };
  }

  /**
   * Prices stale lines again and stores what changed; answers the cart as it is then. Pricing
   * and catalogue are asked for at least the generations of the events that made the lines
   * stale, so a replica that has not reloaded yet cannot stamp old prices as current.
   */
  private async reprice(
    cartId: string,
    entries: CartEntry[],
    { generation, serviceGenerations }: CurrentPrices,
  ): Promise<CartEntry[]> {
    const stale = entries.filter((entry) => (entry.line.pricesGeneration ?? 0) !== generation);
    if (stale.length === 0) return entries;
    const replaced = new Map<string, StoredLine>();
    for (let start = 0; start < stale.length; start += REPRICING_CONCURRENCY) {
      await Promise.all(
        stale.slice(start, start + REPRICING_CONCURRENCY).map(async ({ id, line }) => {
          const pricing = await this.pricing.price(addLineFor(line), serviceGenerations);
          const fresh = repricedLine(line, pricing, generation);
          if (fresh) replaced.set(id, fresh);
        }),
      );
    }
    if (replaced.size === 0) return entries;
    return (await this.store.replaceLines(cartId, replaced)).entries;
  }
}

function toFailedChange(result: StoreResult, lineId: string): CartChange {
  switch (result.status) {
    case 'done':
      throw new Error('A successful store result is not a failed change');
    case 'line-not-found':
      return { outcome: 'line-not-found', lineId };
    case 'cart-full':
      return { outcome: 'cart-full' };
    case 'cart-too-large':
      return { outcome: 'cart-too-large' };
  }
}
