import { Body, Controller, Inject, Param, Patch, UseGuards } from '@nestjs/common';
import {
  type AdminActor,
  type SystemSetting,
  systemSettingKeySchema,
  systemSettingKeys,
  systemSettingSchema,
  updateSystemSettingBodySchema,
} from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { PricingClient } from './pricing.client.js';
import { settingParamsSchema } from './system-settings.controller.js';

/** Changing a setting (hole_cost, cutting_line_cost): admins only. */
@ApiTag('Admin: prices')
@Controller('system-settings')
@UseGuards(AdminGuard)
export class AdminSystemSettingsController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /** 200 with the new value; 404 for an unknown key, as for GET. */
  @Patch(':key')
  @ApiRoute({
    summary: 'Change a price setting',
    params: settingParamsSchema,
    body: { schema: updateSystemSettingBodySchema, example: { value: 1.2 } },
    response: {
      description: 'The setting with its new value; prices use it at once.',
      schema: systemSettingSchema,
      example: { key: 'hole_cost', value: 1.2 },
    },
    errors: {
      400: 'The value is missing, negative or has more than two decimals.',
      404: 'There is no setting of that name.',
      503: 'The pricing service is not available.',
    },
  })
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
