import { Body, Controller, Inject, Param, Patch, UseGuards } from '@nestjs/common';
import {
  type AdminActor,
  type SystemSetting,
  systemSettingKeySchema,
  systemSettingKeys,
  updateSystemSettingBodySchema,
} from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { PricingClient } from './pricing.client.js';

/** Changing a setting (hole_cost, cutting_line_cost): admins only. */
@Controller('system-settings')
@UseGuards(AdminGuard)
export class AdminSystemSettingsController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /** 200 with the new value; 404 for an unknown key, as for GET. */
  @Patch(':key')
  update(
    @CurrentAdmin() actor: AdminActor,
    @Param('key') key: string,
    @Body() body: unknown,
  ): Promise<SystemSetting> {
    const parsed = systemSettingKeySchema.safeParse(key);
    if (!parsed.success) {
      throw AppError.notFound(`Unknown setting; known: ${systemSettingKeys.join(', ')}`);
    }
    return this.pricing.updateSystemSetting(
      actor,
      parsed.data,
      parsePayload(updateSystemSettingBodySchema, body),
    );
  }
}
