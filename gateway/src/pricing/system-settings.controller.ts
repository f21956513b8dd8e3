import { Controller, Get, Param, Inject } from '@nestjs/common';
import {
  type SystemSetting,
  systemSettingKeySchema,
  systemSettingKeys,
  systemSettingSchema,
} from '@shop/contracts';
import { AppError } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { CachedRead } from '../http/read-cache/cached-read.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { PricingClient } from './pricing.client.js';

/** The setting a path names: `hole_cost` (EUR per hole) or `cutting_line_cost` (EUR per metre). */
export const settingParamsSchema = z.object({ key: systemSettingKeySchema });

@ApiTag('Prices')
@Controller('system-settings')
export class SystemSettingsController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /**
   * An unknown key is a resource that does not exist, so 404 (not 400): the path is well formed,
   * there is just no such setting. The front end treats any failure as "setting absent".
   */
  @Get(':key')
  @CachedRead('pricing')
  @ApiRoute({
    summary: 'Read a price setting',
    description: '`hole_cost` is EUR per pierced hole; `cutting_line_cost` EUR per metre of cut.',
    params: settingParamsSchema,
    response: {
      description: "The setting's current value.",
      schema: systemSettingSchema,
      example: { key: 'hole_cost', value: 1 },
    },
    errors: {
      404: 'There is no setting of that name.',
      503: 'The pricing service is not available.',
    },
  })
  get(@Param('key') key: string): Promise<SystemSetting> {
    const parsed = systemSettingKeySchema.safeParse(key);
    if (!parsed.success) {
      throw AppError.notFound(`Unknown setting; known: ${systemSettingKeys.join(', ')}`);
    }
    return this.pricing.getSystemSetting(parsed.data);
  }
}
