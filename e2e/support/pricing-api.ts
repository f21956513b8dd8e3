import { type APIRequestContext } from '@playwright/test';
import {
  listMaterialPricesResponseSchema,
  listMaterialsResponseSchema,
  type Material,
  type MaterialPrice,
} from '@shop/contracts';

/** Reads what the gateway really serves, so expectations follow the seeded prices. */
export class PricingApi {
  constructor(private readonly request: APIRequestContext) {}

  async material(displayName: string): Promise<Material> {
    const response = await this.request.get('/api/materials');
    if (!response.ok()) throw new Error(`GET /api/materials answered ${response.status()}`);
    const materials = listMaterialsResponseSchema.parse(await response.json());
    const material = materials.find((candidate) => candidate.displayName === displayName);
    if (!material) throw new Error(`No material '${displayName}' in ${JSON.stringify(materials)}`);
    return material;
  }

  async priceRow(materialId: number, thickness: number): Promise<MaterialPrice> {
    const response = await this.request.get(`/api/material-prices/${materialId}`);
    if (!response.ok()) {
      throw new Error(`GET /api/material-prices/${materialId} answered ${response.status()}`);
    }
    const rows = listMaterialPricesResponseSchema.parse(await response.json());
    const row = rows.find((candidate) => candidate.thickness === thickness);
    if (!row) throw new Error(`No ${thickness} mm row for material ${materialId}`);
    return row;
  }
}
