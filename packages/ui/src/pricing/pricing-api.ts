import { useCallback } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import {
  listMaterialPricesResponseSchema,
  listMaterialsResponseSchema,
  systemSettingSchema,
  type ListMaterialPricesResponse,
  type CalculatePriceRequest,
  type ContentLanguage,
  type ListMaterialsResponse,
  type SystemSettingKey,
} from '@shop/contracts';
import { DEFAULT_HOLE_COST_EUR, holeCostOrDefault } from '@shop/shop-rules';
import { apiRequest } from '../api/api-request.js';
import { languageQuery } from '../catalogue/catalogue-api.js';
import { useContentLanguage } from '../i18n/use-content-language.js';

/**
 * The query keys of price data, for every remote: the remotes share the shell's QueryClient, so a
 * material list or a price row fetched by one page is the same cache entry for the others, and
 * what the admin invalidates after a change is what the calculator and the configurator show next.
 * `all…` keys are prefixes that reach every entry below them.
 */
export const pricingQueryKeys = {
  /** Without a language: the prefix of every material list; with one: the list in it. */
  materials: (language?: ContentLanguage) =>
    language === undefined ? (['materials'] as const) : (['materials', language] as const),
  allMaterialPrices: () => ['material-prices'] as const,
  materialPrices: (materialId: number | null) => ['material-prices', materialId] as const,
  allCalculatedPrices: () => ['calculate-price'] as const,
  calculatedPrice: (request: CalculatePriceRequest | null) => ['calculate-price', request] as const,
  /** A system setting as the server stores it (what the admin edits). */
  systemSetting: (key: SystemSettingKey) => ['system-settings', key] as const,
  /**
   * The hole cost in EUR as a quote uses it (the default when the setting is absent). Its own
   * entry, since it holds a number, not the stored setting; it sits below the setting's key, so
   * invalidating the setting refreshes it too.
   */
  holeCost: () => ['system-settings', 'hole_cost', 'euros-per-hole'] as const,
};

/** `GET /api/materials`: every material, named in `language`, for the material selects. */
export function getMaterials(
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<ListMaterialsResponse> {
  return apiRequest(
    `/api/materials?${languageQuery(language)}`,
    (data) => listMaterialsResponseSchema.parse(data),
    { signal },
  );
}

/** Every material, named in the page's language. */
export function useMaterials() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: pricingQueryKeys.materials(language),
    queryFn: ({ signal }) => getMaterials(language, signal),
  });
}

/**
 * A material's name in the page's language. Prices, cart lines and orders carry the German name
 * they were made with; `germanName` stands until the materials list has loaded or when the
 * material is gone from it.
 */
export function useMaterialName(): (materialId: number, germanName: string) => string {
  const materials = useMaterials();
  const data = materials.data;
  return useCallback(
    (materialId, germanName) =>
      data?.find((material) => material.id === materialId)?.displayName ?? germanName,
    [data],
  );
}

/** `GET /api/material-prices/{materialId}`: the material's price row per thickness. */
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
    queryKey: pricingQueryKeys.materialPrices(materialId),
    queryFn:
      materialId === null ? skipToken : ({ signal }) => getMaterialPrices(materialId, signal),
    select: thinnestFirst,
  });
}

/**
 * EUR per hole (or pierce) from `GET /api/system-settings/hole_cost`, through the shop rule the
 * pricing service applies too (a stored 0 counts as absent), so both agree to the cent. A setting
 * that cannot be read counts as absent, so a failure is an answer, not an error.
 */
export async function getHoleCost(signal?: AbortSignal): Promise<number> {
  try {
    const setting = await apiRequest(
      '/api/system-settings/hole_cost',
      (data) => systemSettingSchema.parse(data),
      { signal },
    );
    return holeCostOrDefault(setting.value);
  } catch (error) {
    if (signal?.aborted) throw error;
    return DEFAULT_HOLE_COST_EUR;
  }
}

export function useHoleCost(): number {
  const { data } = useQuery({
    queryKey: pricingQueryKeys.holeCost(),
    queryFn: ({ signal }) => getHoleCost(signal),
  });
  return data ?? DEFAULT_HOLE_COST_EUR;
}
