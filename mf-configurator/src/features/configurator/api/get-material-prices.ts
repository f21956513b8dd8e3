import { skipToken, useQuery } from '@tanstack/react-query';
import { listMaterialPricesResponseSchema, type ListMaterialPricesResponse } from '@shop/contracts';
import { apiRequest } from '@shop/ui';
import { configuratorKeys } from './query-keys';

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

/** The price rows of one material, thinnest first; nothing is fetched until one is chosen. */
export function useMaterialPrices(materialId: number | null) {
  return useQuery({
    queryKey: configuratorKeys.materialPrices(materialId),
    queryFn:
      materialId === null ? skipToken : ({ signal }) => getMaterialPrices(materialId, signal),
    select: thinnestFirst,
  });
}
