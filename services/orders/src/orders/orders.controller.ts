import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  getOrderPartFileRequestSchema,
  getOrderRequestSchema,
  listOrdersRequestSchema,
  ordersSubjects,
  placeOrderRequestSchema,
  recordOrderPaymentRequestSchema,
  updateOrderStatusRequestSchema,
  type GetOrderPartFileResponse,
  type ListOrdersResponse,
  type OrderDetail,
  type PlaceOrderResponse,
} from '@shop/contracts';
import { parseAdminRequest, parsePayload } from '@shop/nest-kit';
import { OrderAdminService } from './order-admin.service.js';
import { OrderPlacementService } from './order-placement.service.js';

/** The orders subjects: validate with the contract, call the service. */
@Controller()
export class OrdersController {
  constructor(
    @Inject(OrderPlacementService) private readonly placement: OrderPlacementService,
    @Inject(OrderAdminService) private readonly admin: OrderAdminService,
  ) {}

  @MessagePattern(ordersSubjects.placeOrder)
  place(@Payload() payload: unknown): Promise<PlaceOrderResponse> {
    return this.placement.place(parsePayload(placeOrderRequestSchema, payload));
  }

  @MessagePattern(ordersSubjects.listOrders)
  list(@Payload() payload: unknown): Promise<ListOrdersResponse> {
    return this.admin.list(parseAdminRequest(listOrdersRequestSchema, payload));
  }

  @MessagePattern(ordersSubjects.getOrder)
  get(@Payload() payload: unknown): Promise<OrderDetail> {
    return this.admin.get(parseAdminRequest(getOrderRequestSchema, payload).orderNumber);
  }

  @MessagePattern(ordersSubjects.updateOrderStatus)
  updateStatus(@Payload() payload: unknown): Promise<OrderDetail> {
    return this.admin.updateStatus(parseAdminRequest(updateOrderStatusRequestSchema, payload));
  }

  @MessagePattern(ordersSubjects.recordPayment)
  recordPayment(@Payload() payload: unknown): Promise<OrderDetail> {
    return this.admin.recordPayment(parseAdminRequest(recordOrderPaymentRequestSchema, payload));
  }

  @MessagePattern(ordersSubjects.getPartFile)
  partFile(@Payload() payload: unknown): Promise<GetOrderPartFileResponse> {
    const { orderNumber, position } = parseAdminRequest(getOrderPartFileRequestSchema, payload);
    return this.admin.partFile(orderNumber, position);
  }
}
