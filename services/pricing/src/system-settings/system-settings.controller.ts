import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  getSystemSettingRequestSchema,
  pricingSubjects,
  updateSystemSettingRequestSchema,
  type SystemSetting,
} from '@shop/contracts';
import { AppError, parseAdminRequest, parsePayload } from '@shop/nest-kit';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';
import { SystemSettingsService } from './system-settings.service.js';

@Controller()
export class SystemSettingsController {
  constructor(
    @Inject(PriceCatalogService) private readonly catalog: PriceCatalogService,
    @Inject(SystemSettingsService) private readonly settings: SystemSettingsService,
  ) {}

  @MessagePattern(pricingSubjects.getSystemSetting)
  getSystemSetting(@Payload() payload: unknown): SystemSetting {
    const { key } = parsePayload(getSystemSettingRequestSchema, payload);
    const value = this.catalog.snapshot.setting(key);
    if (value === undefined) throw AppError.notFound(`System setting ${key} does not exist`);
    return { key, value };
  }

  @MessagePattern(pricingSubjects.updateSystemSetting)
  updateSystemSetting(@Payload() payload: unknown): Promise<SystemSetting> {
    return this.settings.updateSystemSetting(
      parseAdminRequest(updateSystemSettingRequestSchema, payload),
    );
  }
}
