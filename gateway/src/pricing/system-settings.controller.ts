import { Controller, Get, Param, Inject } from '@nestjs/common';
import { type SystemSetting, systemSettingKeySchema, systemSettingKeys } from '@shop/contracts';
import { AppError } from '@shop/nest-kit';
import { PricingClient } from './pricing.client.js';

@Controller('system-settings')
export class SystemSettingsController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /**
   * An unknown key is a resource that does not exist, so 404 (not 400): the path is well formed,
   * there is just no such setting. The front end treats any failure as "setting absent".
   */
  @Get(':key')
  get(@Param('key') key: string): Promise<SystemSetting> {
    const parsed = systemSettingKeySchema.safeParse(key);
    if (!parsed.success) {
      throw AppError.notFound(`Unknown setting; known: ${systemSettingKeys.join(', ')}`);
    }
    return this.pricing.getSystemSetting(parsed.data);
  }
}
