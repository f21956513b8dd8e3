import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  productDimensionSchema,
  type CreateProductDimensionBody,
  type ProductDimension,
} from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { catalogueKeys } from '../../../api/catalogue-query-keys';

/** `POST /api/product-dimensions` (201 with the new dimension). */
export function createProductDimension(
  body: CreateProductDimensionBody,
): Promise<ProductDimension> {
  return apiRequest('/api/product-dimensions', (data) => productDimensionSchema.parse(data), {
    method: 'POST',
    body,
  });
}

export function useCreateProductDimension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProductDimension,
    onSuccess: (_dimension, body) =>
      queryClient.invalidateQueries({ queryKey: catalogueKeys.productDimensions(body.category) }),
  });
}
