import * as z from 'zod/mini';
import { cartIdSchema, cartLineIdSchema } from '../cart/cart-quantity.js';
import { orderNumberSchema } from '../orders/place-order.js';
import { ordersSubjects } from '../subjects.js';

/**
 * The JetStream stream of order events. The orders service publishes `orders.order.placed` once
 * per order (its number as `Nats-Msg-Id`, so a retried publish is stored once) after the order is
 * committed; the cart consumes it to take the ordered lines out, and other systems (an ERP bridge,
 * production planning) may too.
 */
export const orderEventsStream = {
  name: 'ORDER_EVENTS',
  subjects: [ordersSubjects.orderPlaced],
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  duplicateWindowMs: 2 * 60 * 1000,
} as const;

/**
 * The cart's durable consumer of order events: every cart replica shares it, so each order's
 * lines are taken out of its cart once an order is placed, also when the cart service was away
 * then. Offered up to 50 times, a minute apart at most.
 */
export const cartOrderEventsConsumer = {
  durableName: 'cart-order-events',
  maxDeliver: 50,
} as const;

/** `orders.order.placed`: which order, from which cart and lines, for how much (gross, EUR). */
export const orderPlacedEventSchema = z.object({
  orderNumber: orderNumberSchema,
  placedAt: z.string(),
  cartId: cartIdSchema,
  cartLineIds: z.array(cartLineIdSchema),
  gross: z.string(),
});
export type OrderPlacedEvent = z.infer<typeof orderPlacedEventSchema>;
