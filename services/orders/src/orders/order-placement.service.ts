import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  cartResponseSchema,
  cartSubjects,
  toCents,
  type CartLine,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@shop/contracts';
import { computeOrderTotals, shippingCharge } from '@shop/shop-rules';
import { AppError, fingerprintOf, isUniqueViolation, ServiceRequester } from '@shop/nest-kit';
import {
  In,
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
} from 'typeorm';
import { ORDERS_CONFIG, type OrdersConfig } from '../config/orders-config.js';
import { nextDocumentNumber } from '../numbering/next-number.js';
import { OutboxWorker } from '../outbox/outbox-worker.js';
import { PartFiles } from '../peers/part-files.js';
import { CheckoutInputs, EmptyCartError } from './checkout-inputs.js';
import { LineFreezer, type FrozenLines } from './frozen-lines.js';
import { IdempotencyKeys } from './idempotency-keys.js';
import { withOrderLanguageNames } from './line-language.js';
import { OrderCartLineEntity } from './order-cart-line.entity.js';
import { recordTransition } from './order-lifecycle.js';
import { OrderLineEntity } from './order-line.entity.js';
import { splitFindings } from './order-line-findings.js';
import { toPlaceOrderResponse } from './order-view.js';
import { OrderEntity } from './order.entity.js';

/** The constraint that lets every cart line go into one order only. */
const CART_LINE_CLAIM = 'pk_order_cart_lines';

/**
 * Turns a visitor's cart into an order: the cart's server-priced lines, the VAT and shipping
 * rates and the totals are frozen in one transaction together with the order's number, the cart
 * lines it takes, its first status with that status's effects (its mails and its event, through
 * the outbox) and its idempotency key. The cart gives up the ordered lines after that commit:
 * asked at once, and through the event, which the cart consumes durably.
 *
 * One cart, one order: a cart line can be taken by one order only (a unique constraint), so any
 * number of submits of one cart at once, with any keys, give one order; the others are answered
 * 409 `cart_already_ordered` naming it. The idempotency key decides what a repeated submit is
 * answered (see IdempotencyKeys).
 */
@Injectable()
export class OrderPlacementService {
  private readonly logger = new Logger(OrderPlacementService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    @Inject(CheckoutInputs) private readonly inputs: CheckoutInputs,
    @Inject(LineFreezer) private readonly freezer: LineFreezer,
    @Inject(PartFiles) private readonly partFiles: PartFiles,
    @Inject(ServiceRequester) private readonly services: ServiceRequester,
    @Inject(OutboxWorker) private readonly outbox: OutboxWorker,
    @Inject(IdempotencyKeys) private readonly keys: IdempotencyKeys,
  ) {}

  /**
   * Places the order, or answers the order the same submit (key and body) placed before. 409
   * `idempotency_key_in_use` while that submit is still being placed, 422
   * `idempotency_key_reused` for the key with another body, 409 `cart_already_ordered` when the
   * cart's lines went into an order already, 409 for an empty cart or one with unavailable lines,
   * 503, with nothing written, while cart or pricing is away.
   */
  async place(request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
    const { cartId, idempotencyKey } = request;
    const claim = await this.keys.claim(cartId, idempotencyKey, fingerprintOf(request.order));
    switch (claim.outcome) {
      case 'placed':
        return toPlaceOrderResponse(await this.order(claim.orderNumber));
      case 'in-progress':
        throw new AppError(
          409,
          'idempotency_key_in_use',
          'An order with this Idempotency-Key is still being placed; ask again in a moment',
        );
      case 'other-body':
        throw new AppError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was sent before with another order; send a new key for it',
        );
      case 'claimed':
        break;
    }
    let order: OrderEntity;
    try {
      order = await this.placeClaimed(request);
    } catch (error) {
      await this.keys.release(cartId, idempotencyKey);
      throw error;
    }
    if (this.config.CRASH_AFTER_ORDER_COMMIT) process.kill(process.pid, 'SIGKILL');
    this.outbox.wake();
    await this.removeOrderedLines(cartId, order.orderNumber);
    return toPlaceOrderResponse(order);
  }

  /** Freezes the cart and stores the order, once the submit holds its key. */
  private async placeClaimed(request: PlaceOrderRequest): Promise<OrderEntity> {
    const { cartId } = request;
    const items = await this.inputs.orderableLines(cartId).catch(async (error: unknown) => {
      // a cart emptied by its order (the same cart sent from a second tab) names that order
      if (error instanceof EmptyCartError) await this.refuseOrderedCart(cartId);
      throw error;
    });
    // the cart may still hold lines an order took, if it has not let go of them yet
    await this.refuseOrderedLines(cartId, items);
    const settings = await this.inputs.totalsSettings();
    const language = request.order.language ?? 'de';
    const materialNames = await this.inputs.materialNames(language);
    const german = await this.freezer.freeze(items, true);
    const frozen = {
      ...german,
      lines: withOrderLanguageNames(german.lines, items, language, materialNames),
    };
    try {
      return await this.dataSource.transaction((manager) =>
        this.store(manager, request, items, frozen, settings),
      );
    } catch (error) {
      await this.partFiles.discard([...frozen.partObjects.values()]);
      // Another submit of this cart took its lines first (it committed while this one waited).
      if (isUniqueViolation(error, CART_LINE_CLAIM)) await this.refuseOrderedLines(cartId, items);
      throw error;
    }
  }

  private async store(
    manager: EntityManager,
    request: PlaceOrderRequest,
    items: readonly CartLine[],
    frozen: FrozenLines,
    settings: { vatRatePercent: number; shippingFlatRate: number },
  ): Promise<OrderEntity> {
    const { cartId, idempotencyKey, order: body } = request;
    const createdAt = new Date();
    const orderNumber = await nextDocumentNumber(manager, this.config.DB_SCHEMA, 'B', createdAt);
    const totals = computeOrderTotals({
      lineTotalsInCents: items.map((item) => toCents(item.lineTotal)),
      shipping: shippingCharge(body.delivery, settings.shippingFlatRate),
      vatRatePercent: settings.vatRatePercent,
    });
    const order = Object.assign(new OrderEntity(), {
      orderNumber,
      status: 'new',
      createdAt,
      language: body.language ?? 'de',
      cartId,
      customer: body.customer,
      billingAddress: body.billingAddress,
      deliveryAddress: body.deliveryAddress ?? null,
      delivery: body.delivery,
      paymentMethod: body.paymentMethod,
      note: body.note ? body.note : null,
      totals,
      customerName: body.customer.name,
      company: body.customer.company ?? null,
      email: body.customer.email,
      lineCount: frozen.lines.length,
      gross: totals.gross,
      paymentReceivedAt: null,
      paymentReceivedBy: null,
    });
    await manager.insert(OrderEntity, order);
    // Each cart line goes into one order only: a second submit of the cart fails here.
    const cartLineIds = items.map((item) => item.id);
    await manager.insert(
      OrderCartLineEntity,
      cartLineIds.map((lineId) => ({ cartId, lineId, orderNumber })),
    );
    const lines = frozen.lines.map((frozenLine) =>
      Object.assign(new OrderLineEntity(), {
        orderNumber,
        position: frozenLine.position,
        ...splitFindings(frozenLine),
        partObjectName: frozen.partObjects.get(frozenLine.position) ?? null,
      }),
    );
    // Typed loosely: TypeORM's deep-partial type of a jsonb order line is too deep to instantiate.
    await manager.insert(OrderLineEntity as EntityTarget<ObjectLiteral>, lines);
    await recordTransition(manager, {
      orderNumber,
      to: 'new',
      by: null,
      at: createdAt,
      placedFrom: { cartId, cartLineIds },
    });
    await this.keys.complete(manager, cartId, idempotencyKey, orderNumber);
    return order;
  }

  /** 409 `cart_already_ordered`, naming the order, when any of the lines went into one already. */
  private async refuseOrderedLines(cartId: string, items: readonly CartLine[]): Promise<void> {
    const claimed = await this.dataSource.manager.findOne(OrderCartLineEntity, {
      where: { cartId, lineId: In(items.map((item) => item.id)) },
      order: { orderNumber: 'ASC' },
    });
    if (claimed) throw cartAlreadyOrdered(claimed.orderNumber);
  }

  /** 409 `cart_already_ordered` for an empty cart that was ordered, naming its latest order. */
  private async refuseOrderedCart(cartId: string): Promise<void> {
    const claimed = await this.dataSource.manager.findOne(OrderCartLineEntity, {
      where: { cartId },
      order: { orderNumber: 'DESC' },
    });
    if (claimed) throw cartAlreadyOrdered(claimed.orderNumber);
  }

  private async order(orderNumber: string): Promise<OrderEntity> {
    return this.dataSource.manager.findOneByOrFail(OrderEntity, { orderNumber });
  }

  /**
   * After the commit, the fast way to empty the cart: the order stands whatever the cart answers,
   * and the cart takes the lines out through the order's event anyway.
   */
  private async removeOrderedLines(cartId: string, orderNumber: string): Promise<void> {
    const lineIds = (
      await this.dataSource.manager.findBy(OrderCartLineEntity, { orderNumber })
    ).map((claim) => claim.lineId);
    const reply = await this.services.request(
      cartSubjects.removeOrderedLines,
      { cartId, lineIds },
      cartResponseSchema,
    );
    if (reply.outcome !== 'answered') {
      this.logger.warn(
        `Order ${orderNumber} is placed; cart ${cartId} did not let its lines go at once (${reply.outcome === 'refused' ? reply.error.message : 'the cart is not available'}): it will through the order's event`,
      );
    }
  }
}

function cartAlreadyOrdered(orderNumber: string): AppError {
  return new AppError(
    409,
    'cart_already_ordered',
    `This cart was ordered already: ${orderNumber}`,
    undefined,
    undefined,
    undefined,
    { orderNumber },
  );
}
