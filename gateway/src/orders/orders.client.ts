import { Inject, Injectable } from '@nestjs/common';
import {
  getOrderPartFileResponseSchema,
  serviceHealthSchema,
  listOrdersResponseSchema,
  orderDetailSchema,
  ordersSubjects,
  placeOrderResponseSchema,
  type AdminActor,
  type GetOrderPartFileResponse,
  type ListOrdersQuery,
  type ListOrdersResponse,
  type OrderDetail,
  type OrderStatus,
  type PlaceOrderBody,
  type PlaceOrderResponse,
  type ServiceHealth,
} from '@shop/contracts';
import { AppError } from '@shop/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { NatsClient } from '../nats/nats-client.js';

/** The orders service. Admin messages carry the signed-in admin from the session as `actor`. */
@Injectable()
export class OrdersClient {
  constructor(
    @Inject(NatsClient) private readonly nats: NatsClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * Places the order. Nobody listening, or NATS away, is 503: nothing was ordered. A reply that
   * does not come within ORDER_TIMEOUT_MS is 504 `order_pending`: the orders service got the
   * request and may still commit the order, which the same submit then answers.
   */
  place(
    cartId: string,
    order: PlaceOrderBody,
    idempotencyKey: string,
  ): Promise<PlaceOrderResponse> {
    return this.nats.request(
      ordersSubjects.placeOrder,
      { cartId, order, idempotencyKey },
      placeOrderResponseSchema,
      this.config.ORDER_TIMEOUT_MS,
      () =>
        new AppError(
          504,
          'order_pending',
          'The order may still be being placed; send it again with the same Idempotency-Key to get it',
        ),
    );
  }

  recordPayment(actor: AdminActor, orderNumber: string): Promise<OrderDetail> {
    return this.nats.request(
      ordersSubjects.recordPayment,
      { actor, orderNumber },
      orderDetailSchema,
    );
  }

  list(actor: AdminActor, query: ListOrdersQuery): Promise<ListOrdersResponse> {
    return this.nats.request(
      ordersSubjects.listOrders,
      { actor, ...query },
      listOrdersResponseSchema,
    );
  }

  get(actor: AdminActor, orderNumber: string): Promise<OrderDetail> {
    return this.nats.request(ordersSubjects.getOrder, { actor, orderNumber }, orderDetailSchema);
  }

  updateStatus(actor: AdminActor, orderNumber: string, status: OrderStatus): Promise<OrderDetail> {
    return this.nats.request(
      ordersSubjects.updateOrderStatus,
      { actor, orderNumber, status },
      orderDetailSchema,
    );
  }

  partFile(
    actor: AdminActor,
    orderNumber: string,
    position: number,
  ): Promise<GetOrderPartFileResponse> {
    return this.nats.request(
      ordersSubjects.getPartFile,
      { actor, orderNumber, position },
      getOrderPartFileResponseSchema,
    );
  }

  checkHealth(timeoutMs: number): Promise<ServiceHealth> {
    return this.nats.request(ordersSubjects.checkHealth, {}, serviceHealthSchema, timeoutMs);
  }
}
