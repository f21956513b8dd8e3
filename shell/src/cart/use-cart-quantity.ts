import { useQuery } from '@tanstack/react-query';

/**
 * Shared with the remotes: the cache entry holds the `GET /api/cart` body, so the shop's cart page
 * and this badge read the same data, and any remote that changes the cart invalidates this key.
 */
export const cartQueryKey = ['cart'] as const;

type CartLine = { quantity?: unknown };
type CartBody = { items?: CartLine[]; lines?: CartLine[] } | null;

/**
 * The cart service may not run (or not exist yet): 404 and 503 count as no cart, quietly, since
 * the badge is decoration, not a place for errors.
 */
async function fetchCart(): Promise<CartBody> {
  const response = await fetch('/api/cart', { credentials: 'include' });
  if (!response.ok) return null;
  return (await response.json()) as CartBody;
}

/** Total quantity over the cart's lines. */
export function totalQuantity(cart: CartBody | undefined): number {
  const lines = cart?.items ?? cart?.lines ?? [];
  return lines.reduce(
    (sum, line) => sum + (typeof line.quantity === 'number' ? line.quantity : 0),
    0,
  );
}

export function useCartQuantity(): number {
  const { data } = useQuery({ queryKey: cartQueryKey, queryFn: fetchCart, select: totalQuantity });
  return data ?? 0;
}
