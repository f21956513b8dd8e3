import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  cartResponseSchema,
  cartSubjects,
  computeOrderTotals,
  ordersSubjects,
  seller,
  toCents,
  type CartLine,
  type OrderDetail,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@shop/contracts';
import { ServiceRequester } from '@shop/nest-kit';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { ORDERS_CONFIG, type OrdersConfig } from '../config/orders-config.js';
import { orderConfirmationMail, sellerNoticeMail } from '../mails/order-mails.js';
import { nextDocumentNumber } from '../numbering/next-number.js';
import { enqueueOutbox } from '../outbox/enqueue-outbox.js';
import { OutboxWorker } from '../outbox/outbox-worker.js';
import type { OutboxPayload } from '../outbox/outbox-payload.js';
import { PartFiles } from '../peers/part-files.js';
import { CheckoutInputs } from './checkout-inputs.js';
import { LineFreezer, type FrozenLines } from './frozen-lines.js';
import { withOrderLanguageNames } from './line-language.js';
import { OrderIdempotencyKeyEntity } from './order-idempotency-key.entity.js';
import { OrderLineEntity } from './order-line.entity.js';
import { splitFindings } from './order-line-findings.js';
import { OrderStatusChangeEntity } from './order-status-change.entity.js';
import { bankTransferFor, toOrderDetail, toPlaceOrderResponse } from './order-view.js';
import { OrderEntity } from './order.entity.js';

/** What the transaction came to: a new order, or the one an earlier submit with the key placed. */
type Placed = { created: true; order: OrderEntity } | { created: false; orderNumber: string };

/**
 * Turns a visitor's cart into an order: the cart's server-priced lines, the VAT and shipping
 * rates and the totals are frozen in one transaction together with the order's number, its
 * first status, the idempotency key and the outbox of its mails and its event. The cart gives up
 * the ordered lines only after that commit.
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
  ) {}

  /**
   * Places the order, or answers the order an earlier submit with the same idempotency key from
   * the same cart placed (never a second one, also when both arrive at once). 409 for an empty
   * cart or one with unavailable lines; 503, with nothing written, while cart or pricing is away.
   */
  async place(request: PlaceOrderRequest): Promise<PlaceOrderResponse> {
    const { cartId, idempotencyKey } = request;
    if (idempotencyKey) {
      const earlier = await this.orderOfKey(this.dataSource.manager, cartId, idempotencyKey);
      if (earlier) return toPlaceOrderResponse(earlier);
    }
    const items = await this.inputs.orderableLines(cartId);
    const settings = await this.inputs.totalsSettings();
    const language = request.order.language ?? 'de';
    const materialNames = await this.inputs.materialNames(language);
    const german = await this.freezer.freeze(items, true);
    const frozen = {
      ...german,
      lines: withOrderLanguageNames(german.lines, items, language, materialNames),
    };
    let placed: Placed;
    try {
      placed = await this.dataSource.transaction((manager) =>
        this.store(manager, request, items, frozen, settings),
      );
    } catch (error) {
      await this.partFiles.discard([...frozen.partObjects.values()]);
      throw error;
    }
    if (!placed.created) {
      await this.partFiles.discard([...frozen.partObjects.values()]);
      const earlier = await this.dataSource.manager.findOneByOrFail(OrderEntity, {
        orderNumber: placed.orderNumber,
      });
      return toPlaceOrderResponse(earlier);
    }
    this.outbox.wake();
    await this.removeOrderedLines(cartId, items, placed.order.orderNumber);
    return toPlaceOrderResponse(placed.order);
  }

  private async store(
    manager: EntityManager,
    request: PlaceOrderRequest,
    items: readonly CartLine[],
    frozen: FrozenLines,
    settings: { vatRatePercent: number; shippingFlatRate: number },
  ): Promise<Placed> {
    const { cartId, idempotencyKey, order: body } = request;
    if (idempotencyKey) {
      // Submits with one key from one cart take turns here; the second finds the first's order.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `order:${cartId}:${idempotencyKey}`,
      ]);
      const earlier = await manager.findOneBy(OrderIdempotencyKeyEntity, {
        cartId,
        idempotencyKey,
      });
      if (earlier) return { created: false, orderNumber: earlier.orderNumber };
    }
    const createdAt = new Date();
    const orderNumber = await nextDocumentNumber(manager, this.config.DB_SCHEMA, 'B', createdAt);
    const totals = computeOrderTotals({
      lineTotalsInCents: items.map((item) => toCents(item.lineTotal)),
      shipping: body.delivery === 'shipping' ? settings.shippingFlatRate : 0,
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
    });
    await manager.insert(OrderEntity, order);
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
    const first = Object.assign(new OrderStatusChangeEntity(), {
      orderNumber,
      status: 'new',
      changedAt: createdAt,
      changedBy: null,
    });
    await manager.insert(OrderStatusChangeEntity, first);
    if (idempotencyKey) {
      await manager.insert(OrderIdempotencyKeyEntity, {
        cartId,
        idempotencyKey,
        orderNumber,
        createdAt,
      });
    }
    const detail = toOrderDetail(order, lines, [first]);
    await enqueueOutbox(manager, this.placedMessages(detail, cartId, items));
    return { created: true, order };
  }

  /** The customer's confirmation, the shop's notice and the `orders.order.placed` event. */
  private placedMessages(
    detail: OrderDetail,
    cartId: string,
    items: readonly CartLine[],
  ): OutboxPayload[] {
    const bankTransfer =
      detail.paymentMethod === 'prepayment'
        ? bankTransferFor(detail.orderNumber, detail.totals.gross)
        : undefined;
    const confirmation = orderConfirmationMail(detail, bankTransfer);
    const notice = sellerNoticeMail(detail);
    return [
      { kind: 'mail', to: detail.customer.email, ...confirmation },
      { kind: 'mail', to: seller.ordersEmail, replyTo: detail.customer.email, ...notice },
      {
        kind: 'event',
        subject: ordersSubjects.orderPlaced,
        msgId: detail.orderNumber,
        event: {
          orderNumber: detail.orderNumber,
          placedAt: detail.createdAt,
          cartId,
          cartLineIds: items.map((item) => item.id),
          gross: detail.totals.gross,
        },
      },
    ];
  }

  private async orderOfKey(
    manager: EntityManager,
    cartId: string,
    idempotencyKey: string,
  ): Promise<OrderEntity | null> {
    const key = await manager.findOneBy(OrderIdempotencyKeyEntity, { cartId, idempotencyKey });
    return key ? manager.findOneBy(OrderEntity, { orderNumber: key.orderNumber }) : null;
  }

  /** After the commit: the order stands whatever the cart answers, so a failure is only logged. */
  private async removeOrderedLines(
    cartId: string,
    items: readonly CartLine[],
    orderNumber: string,
  ): Promise<void> {
    const reply = await this.services.request(
      cartSubjects.removeOrderedLines,
      { cartId, lineIds: items.map((item) => item.id) },
      cartResponseSchema,
    );
    if (reply.outcome !== 'answered') {
      this.logger.error(
        `Order ${orderNumber} is placed, but its lines stay in cart ${cartId}: the cart ${reply.outcome === 'refused' ? `refused (${reply.error.message})` : 'is not available'}`,
      );
    }
  }
}
