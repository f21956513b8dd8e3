import * as z from 'zod/mini';
import { contentLanguageSchema } from '../content/language.js';
import { adminActorSchema } from '../pricing/admin-actor.js';
import { ordersSubjects } from '../subjects.js';
import { orderAddressSchema, orderCustomerSchema } from './customer.js';
import { orderLineSchema } from './order-line.js';
import { orderStatusSchema } from './order-status.js';
import { orderTotalsSchema } from './order-totals.js';
import { deliveryMethodSchema, orderNumberSchema, paymentMethodSchema } from './place-order.js';

/** One step of an order's history: the status it reached, when, and which admin moved it. */
export const orderStatusChangeSchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  /** The admin's username; null for the customer's placing of the order. */
  by: z.nullable(z.string()),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** An order as admins see it, with its frozen lines and totals and its history, oldest first. */
export const orderDetailSchema = z.object({
  orderNumber: orderNumberSchema,
  status: orderStatusSchema,
  createdAt: z.string(),
  language: contentLanguageSchema,
  customer: orderCustomerSchema,
  billingAddress: orderAddressSchema,
  /** Where the goods go when they differ from the billing address; null otherwise. */
  deliveryAddress: z.nullable(orderAddressSchema),
  delivery: deliveryMethodSchema,
  paymentMethod: paymentMethodSchema,
  /** When an admin recorded the prepayment as received, and who; null before (and on invoice). */
  paymentReceived: z.nullable(z.object({ at: z.string(), by: z.string() })),
  note: z.nullable(z.string()),
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  history: z.array(orderStatusChangeSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** An order in the admin's list. */
export const orderSummarySchema = z.object({
  orderNumber: orderNumberSchema,
  status: orderStatusSchema,
  createdAt: z.string(),
  customerName: z.string(),
  company: z.nullable(z.string()),
  email: z.string(),
  lineCount: z.int().check(z.nonnegative()),
  gross: z.string(),
  delivery: deliveryMethodSchema,
  paymentMethod: paymentMethodSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Most orders one page of the admin's list holds. */
export const MAX_ORDERS_PAGE = 100;

/** Query of `GET /api/admin/orders`: newest first, optionally of one status, a page at a time. */
export const listOrdersQuerySchema = z.strictObject({
  status: z.optional(orderStatusSchema),
  /** The page after this order (the previous page's last order number). */
  before: z.optional(orderNumberSchema),
  limit: z.optional(
    z.coerce
      .number()
      .check(
        z.refine(Number.isSafeInteger, 'Must be a whole number'),
        z.gte(1, 'Must be at least 1'),
        z.lte(MAX_ORDERS_PAGE, `Must be at most ${MAX_ORDERS_PAGE}`),
      ),
  ),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;

/** `orders.order.list` (admin). */
export const listOrdersSubject = ordersSubjects.listOrders;
export const listOrdersRequestSchema = z.strictObject({
  actor: adminActorSchema,
  ...listOrdersQuerySchema.shape,
});
export type ListOrdersRequest = z.infer<typeof listOrdersRequestSchema>;
export const listOrdersResponseSchema = z.object({
  orders: z.array(orderSummarySchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.nullable(orderNumberSchema),
});
export type ListOrdersResponse = z.infer<typeof listOrdersResponseSchema>;

/** `orders.order.get` (admin); 404 for an unknown order number. */
export const getOrderSubject = ordersSubjects.getOrder;
export const getOrderRequestSchema = z.strictObject({
  actor: adminActorSchema,
  orderNumber: orderNumberSchema,
});
export type GetOrderRequest = z.infer<typeof getOrderRequestSchema>;

/** Body of `PATCH /api/admin/orders/:orderNumber`. */
export const updateOrderStatusBodySchema = z.strictObject({ status: orderStatusSchema });
export type UpdateOrderStatusBody = z.infer<typeof updateOrderStatusBodySchema>;

/**
 * `orders.order.update-status` (admin): answers the order as it is then; 409 with the reason
 * when the lifecycle does not allow the change, 404 for an unknown order.
 */
export const updateOrderStatusSubject = ordersSubjects.updateOrderStatus;
export const updateOrderStatusRequestSchema = z.strictObject({
  actor: adminActorSchema,
  orderNumber: orderNumberSchema,
  status: orderStatusSchema,
});
export type UpdateOrderStatusRequest = z.infer<typeof updateOrderStatusRequestSchema>;

/**
 * `orders.order.record-payment` (admin): records a prepayment order's payment as received now,
 * by the admin, and answers the order as it is then; 409 for an order on invoice, one whose
 * payment is recorded already or one that is cancelled, 404 for an unknown order.
 */
export const recordOrderPaymentSubject = ordersSubjects.recordPayment;
export const recordOrderPaymentRequestSchema = z.strictObject({
  actor: adminActorSchema,
  orderNumber: orderNumberSchema,
});
export type RecordOrderPaymentRequest = z.infer<typeof recordOrderPaymentRequestSchema>;

/**
 * `orders.part-file.get` (admin): where the DXF of an order's line `position` is kept, for the
 * gateway to stream from the object store; 404 when the order or the line has none.
 */
export const getOrderPartFileSubject = ordersSubjects.getPartFile;
export const getOrderPartFileRequestSchema = z.strictObject({
  actor: adminActorSchema,
  orderNumber: orderNumberSchema,
  position: z.int().check(z.positive()),
});
export type GetOrderPartFileRequest = z.infer<typeof getOrderPartFileRequestSchema>;
export const getOrderPartFileResponseSchema = z.object({
  fileName: z.string(),
  sizeBytes: z.int().check(z.nonnegative()),
  /** The object's name in the order part files bucket. */
  objectName: z.string(),
});
export type GetOrderPartFileResponse = z.infer<typeof getOrderPartFileResponseSchema>;
