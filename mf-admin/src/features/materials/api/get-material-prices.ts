import { useQuery } from '@tanstack/react-query';
import { listMaterialPricesResponseSchema, type ListMaterialPricesResponse } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { pricingKeys } from './query-keys';

export function getMaterialPrices(
  materialId: number,
  signal?: AbortSignal,
): Promise<ListMaterialPricesResponse> {
  return apiRequest(
    `/api/material-prices/${materialId}`,
    (data) => listMaterialPricesResponseSchema.parse(data),
    { signal },
  );
}

const thinnestFirst = (rows: ListMaterialPricesResponse) =>
  [...rows].sort((a, b) => a.thickness - b.thickness);

/** The thickness rows of one material, thinnest first (the cache holds the server's order). */
export function useMaterialPrices(materialId: number) {
  return useQuery({
    queryKey: pricingKeys.materialPrices(materialId),
    queryFn: ({ signal }) => getMaterialPrices(materialId, signal),
    select: thinnestFirst,
  });
}
