import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { orderStatusSchema, type OrderStatus } from '@shop/contracts';

/**
 * The list's status filter, kept in the address (?status=shipped) so a reload or a shared link
 * shows the same orders. Anything that is not a status means all orders.
 */
export function useStatusFilter(): readonly [
  OrderStatus | undefined,
  (status: OrderStatus | undefined) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = orderStatusSchema.safeParse(searchParams.get('status'));
  const status = parsed.success ? parsed.data : undefined;

  const setStatus = useCallback(
    (next: OrderStatus | undefined) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('status', next);
          else params.delete('status');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [status, setStatus] as const;
}
