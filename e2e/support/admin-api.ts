import { type APIRequestContext } from '@playwright/test';
import { listOrdersResponseSchema, type OrderSummary } from '@shop/contracts';
import { localAdmin } from '../pages/admin-login-page';

/**
 * Admin calls straight to the gateway with a session of their own: tests use it to put shared
 * data back (the e2e database is shared by every spec), never to do what a test claims to show.
 */
export class AdminApi {
  private loggedIn = false;

  constructor(private readonly request: APIRequestContext) {}

  private async logIn(): Promise<void> {
    if (this.loggedIn) return;
    const response = await this.request.post('/api/admin/login', { data: localAdmin });
    if (!response.ok()) throw new Error(`POST /api/admin/login answered ${response.status()}`);
    this.loggedIn = true;
  }

  async setPrice(
    materialId: number,
    thickness: number,
    values: { pricePerM2?: number; cuttingLineCost?: number },
  ): Promise<void> {
    await this.logIn();
    // An edit names the row version it changed: read the current one first, so the write is not refused as a conflict.
    const list = await this.request.get(`/api/material-prices/${materialId}`);
    const rows = (await list.json()) as Array<{ thickness: number; version: number }>;
    const version = rows.find((row) => row.thickness === thickness)?.version;
    const response = await this.request.patch(`/api/material-prices/${materialId}/${thickness}`, {
      data: { ...values, version },
    });
    if (!response.ok()) {
      throw new Error(`PATCH price ${materialId}/${thickness} answered ${response.status()}`);
    }
  }

  /** Creates a material with price rows (the setup of a test about editing them). */
  async createMaterialWithPrices(
    name: string,
    displayName: string,
    rows: Array<{ thickness: number; pricePerM2: number; cuttingLineCost: number }>,
  ): Promise<number> {
    await this.logIn();
    const created = await this.request.post('/api/materials', { data: { name, displayName } });
    if (!created.ok()) throw new Error(`POST /api/materials answered ${created.status()}`);
    const { id } = (await created.json()) as { id: number };
    for (const row of rows) {
      const response = await this.request.post('/api/material-prices', {
        data: { materialId: id, ...row },
      });
      if (!response.ok())
        throw new Error(`POST /api/material-prices answered ${response.status()}`);
    }
    return id;
  }

  /** The newest orders (up to 100) of a customer named `customerName`, newest first. */
  async ordersOf(customerName: string): Promise<OrderSummary[]> {
    await this.logIn();
    const response = await this.request.get('/api/admin/orders?limit=100');
    if (!response.ok()) throw new Error(`GET /api/admin/orders answered ${response.status()}`);
    const { orders } = listOrdersResponseSchema.parse(await response.json());
    return orders.filter((order) => order.customerName === customerName);
  }

  /** Deletes a material if it exists (cleanup after a test that created one). */
  async deleteMaterialNamed(name: string): Promise<void> {
    await this.logIn();
    const list = await this.request.get('/api/materials');
    const materials = (await list.json()) as Array<{ id: number; name: string }>;
    const material = materials.find((candidate) => candidate.name === name);
    if (material) await this.request.delete(`/api/materials/${material.id}`);
  }
}
