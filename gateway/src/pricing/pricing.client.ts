import { Injectable, Inject } from '@nestjs/common';
import {
  type CalculatePriceRequest,
  type CalculatePriceResponse,
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
} from '@shop/contracts';
import { NatsClient } from '../nats/nats-client.js';

/** The pricing service as the gateway sees it: one method per NATS subject. */
@Injectable()
export class PricingClient {
  constructor(@Inject(NatsClient) private readonly nats: NatsClient) {}

  listMaterials(): Promise<ListMaterialsResponse> {
    return this.nats.request(pricingSubjects.listMaterials, {}, listMaterialsResponseSchema);
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

  checkHealth(timeoutMs: number): Promise<ServiceHealth> {
    return this.nats.request(pricingSubjects.checkHealth, {}, serviceHealthSchema, timeoutMs);
  }
}
