import * as z from 'zod/mini';

/** An order's statuses, in the order an order normally passes them. */
export const orderStatuses = [
  'new',
  'confirmed',
  'in_production',
  'shipped',
  'completed',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(orderStatuses, {
  error: `Must be one of ${orderStatuses.join(', ')}`,
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;
