import * as z from 'zod/mini';
import { cartIdSchema, cartLineIdSchema } from '../cart/cart-quantity.js';
import { orderNumberSchema } from '../orders/place-order.js';
import { ordersSubjects } from '../subjects.js';

/**
 * The JetStream stream of order events. The orders service publishes `orders.order.placed` once
 * per order (its number as `Nats-Msg-Id`, so a retried publish is stored once) after the order is
 * committed; other systems (an ERP bridge, production planning) consume it.
 */
export const orderEventsStream = {
  name: 'ORDER_EVENTS',
  subjects: [ordersSubjects.orderPlaced],
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  duplicateWindowMs: 2 * 60 * 1000,
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
