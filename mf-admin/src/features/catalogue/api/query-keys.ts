import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the catalogue. `['products']` and `['categories']` are also the shop's keys
 * (mf-shop): both remotes share the shell's QueryClient, so what the admin invalidates after a
 * save is what the shop shows next, without a reload. Everything product-related starts with
 * `'products'`, so one invalidation reaches the list and every single product.
 */
export const catalogueKeys = {
  categories: () => ['categories'] as const,
  products: () => ['products'] as const,
  product: (id: number) => ['products', 'detail', id] as const,
  allProductDimensions: () => ['product-dimensions'] as const,
  productDimensions: (category: string) => ['product-dimensions', category] as const,
};

/**
 * After a product was created, changed or deleted: every product query (admin list, shop list,
 * single products) and the categories, whose product counts changed with it.
 */
export function refreshAfterProductChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.products() }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.categories() }),
  ]);
}
