import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productSchema, type Product, type ProductSaveBody } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { refreshAfterProductChange } from '../../../api/catalogue-query-keys';

export interface SaveProductInput {
  /** The product to change; absent when a new one is created. */
  id?: number;
  body: ProductSaveBody;
}

/** `POST /api/products` (201) or `PATCH /api/products/:id` (200), both with the whole body. */
export function saveProduct({ id, body }: SaveProductInput): Promise<Product> {
  return apiRequest(
    id === undefined ? '/api/products' : `/api/products/${id}`,
    (data) => productSchema.parse(data),
    { method: id === undefined ? 'POST' : 'PATCH', body },
  );
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    // after a save the product list data is invalidated (and with it the shop's).
    onSuccess: () => refreshAfterProductChange(queryClient),
  });
}
