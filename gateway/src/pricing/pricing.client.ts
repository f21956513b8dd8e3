import { Injectable, Inject } from '@nestjs/common';
import {
  type AdminActor,
  type BulkUpdateMaterialPricesBody,
  type BulkUpdateMaterialPricesResponse,
  bulkUpdateMaterialPricesResponseSchema,
  type CalculatePriceRequest,
  type CalculatePriceResponse,
  type ContentLanguage,
  calculatePriceResponseSchema,
  getSystemSettingResponseSchema,
  listMaterialPricesResponseSchema,
  listMaterialsResponseSchema,
  type ListMaterialPricesResponse,
  type ListMaterialsResponse,
  pricingSubjects,
  type ServiceHealth,
  serviceHealthSchema,
  type SystemSetting,
  type SystemSettingKey,
  type CreateMaterialBody,
  type CreateMaterialPriceBody,
  deletedResponseSchema,
  type Material,
  type MaterialPrice,
  materialPriceSchema,
  materialSchema,
  systemSettingSchema,
  type UpdateMaterialPriceBody,
  type UpdateSystemSettingBody,
  type UpdateMaterialManufacturingBody,
} from '@shop/contracts';
import { NatsClient } from '../nats/nats-client.js';

/** The pricing service as the gateway sees it: one method per NATS subject. */
@Injectable()
export class PricingClient {
  constructor(@Inject(NatsClient) private readonly nats: NatsClient) {}

  /** Every material, its display name in `language` (German where untranslated). */
  listMaterials(language: ContentLanguage = 'de'): Promise<ListMaterialsResponse> {
    return this.nats.request(
      pricingSubjects.listMaterials,
      { language },
      listMaterialsResponseSchema,
    );
  }

  listMaterialPrices(materialId: number): Promise<ListMaterialPricesResponse> {
    return this.nats.request(
      pricingSubjects.listMaterialPrices,
      { materialId },
      listMaterialPricesResponseSchema,
    );
  }

  getSystemSetting(key: SystemSettingKey): Promise<SystemSetting> {
    return this.nats.request(
      pricingSubjects.getSystemSetting,
      { key },
      getSystemSettingResponseSchema,
    );
  }

  calculatePrice(request: CalculatePriceRequest): Promise<CalculatePriceResponse> {
    return this.nats.request(pricingSubjects.calculatePrice, request, calculatePriceResponseSchema);
  }

  // Admin writes: `actor` is the signed-in admin from the session, never anything from the body.

  createMaterial(actor: AdminActor, body: CreateMaterialBody): Promise<Material> {
    return this.nats.request(pricingSubjects.createMaterial, { actor, ...body }, materialSchema);
  }

  async deleteMaterial(actor: AdminActor, materialId: number): Promise<void> {
    await this.nats.request(
      pricingSubjects.deleteMaterial,
      { actor, materialId },
      deletedResponseSchema,
    );
  }

  updateMaterialManufacturing(
    actor: AdminActor,
    materialId: number,
    body: UpdateMaterialManufacturingBody,
  ): Promise<Material> {
    return this.nats.request(
      pricingSubjects.updateMaterialManufacturing,
      { actor, materialId, ...body },
      materialSchema,
    );
  }

  createMaterialPrice(actor: AdminActor, body: CreateMaterialPriceBody): Promise<MaterialPrice> {
    return this.nats.request(
      pricingSubjects.createMaterialPrice,
      { actor, ...body },
      materialPriceSchema,
    );
  }

  updateMaterialPrice(
    actor: AdminActor,
    row: { materialId: number; thickness: number },
    body: UpdateMaterialPriceBody,
  ): Promise<MaterialPrice> {
    return this.nats.request(
      pricingSubjects.updateMaterialPrice,
      { actor, ...row, ...body },
      materialPriceSchema,
    );
  }

  bulkUpdateMaterialPrices(
    actor: AdminActor,
    body: BulkUpdateMaterialPricesBody,
  ): Promise<BulkUpdateMaterialPricesResponse> {
    return this.nats.request(
      pricingSubjects.bulkUpdateMaterialPrices,
      { actor, ...body },
      bulkUpdateMaterialPricesResponseSchema,
    );
  }

  async deleteMaterialPrice(
    actor: AdminActor,
    row: { materialId: number; thickness: number },
  ): Promise<void> {
    await this.nats.request(
      pricingSubjects.deleteMaterialPrice,
      { actor, ...row },
      deletedResponseSchema,
    );
  }

  updateSystemSetting(
    actor: AdminActor,
    key: SystemSettingKey,
    body: UpdateSystemSettingBody,
  ): Promise<SystemSetting> {
    return this.nats.request(
      pricingSubjects.updateSystemSetting,
      { actor, key, ...body },
      systemSettingSchema,
    );
  }

  checkHealth(timeoutMs: number): Promise<ServiceHealth> {
    return this.nats.request(pricingSubjects.checkHealth, {}, serviceHealthSchema, timeoutMs);
  }
}
