import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartResponse } from '@shop/contracts';
import { visitorsOwnRead } from '../ssr/server-render.js';
import { cartMutationKey, cartQueryKey, getCart } from './cart-api.js';

/** The visitor's cart (`GET /api/cart`), shared by every page and the header badge. */
export function useCart() {
  return useQuery({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => getCart(signal),
    meta: visitorsOwnRead,
  });
}

const selectTotalQuantity = (cart: CartResponse) => cart.totalQuantity;

/**
 * The total quantity for the header badge. A cart that cannot be read (service down) counts as
 * empty here: the badge is decoration, and the cart page shows the error.
 */
export function useCartQuantity(): number {
  const { data } = useQuery({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => getCart(signal),
    meta: visitorsOwnRead,
    select: selectTotalQuantity,
  });
  return data ?? 0;
}

const clientsWithOverlappingChanges = new WeakSet<QueryClient>();

/**
 * A mutation that answers the whole cart: its answer becomes the cached cart, so the badge and
 * the cart page show it without another request. After a failure the cart is read again, since
 * the server's cart may differ from what this page believed (a line removed in another tab).
 */
export function useCartMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<CartResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn,
    // A read still on its way would otherwise overwrite the newer cart this change answers.
    onMutate: () => queryClient.cancelQueries({ queryKey: cartQueryKey }),
    onSuccess: (cart) => {
      // Changes that overlap may answer out of order, so no single answer is certain to be the
      // newest; the last of them to finish reads the cart afresh instead.
      if (queryClient.isMutating({ mutationKey: cartMutationKey }) > 1) {
        clientsWithOverlappingChanges.add(queryClient);
      } else if (clientsWithOverlappingChanges.delete(queryClient)) {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      } else {
        queryClient.setQueryData(cartQueryKey, cart);
      }
    },
    onError: () => {
      if (queryClient.isMutating({ mutationKey: cartMutationKey }) > 1) {
        clientsWithOverlappingChanges.add(queryClient);
        return;
      }
      clientsWithOverlappingChanges.delete(queryClient);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
