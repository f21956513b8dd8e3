import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  getSystemSettingRequestSchema,
  pricingSubjects,
  type SystemSetting,
} from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';

@Controller()
export class SystemSettingsController {
  constructor(@Inject(PriceCatalogService) private readonly catalog: PriceCatalogService) {}

  @MessagePattern(pricingSubjects.getSystemSetting)
  getSystemSetting(@Payload() payload: unknown): SystemSetting {
    const { key } = parsePayload(getSystemSettingRequestSchema, payload);
    const value = this.catalog.snapshot.setting(key);
    if (value === undefined) throw AppError.notFound(`System setting ${key} does not exist`);
    return { key, value };
  }
}
