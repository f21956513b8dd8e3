import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  pricingSubjects,
  type SystemSetting,
  type UpdateSystemSettingRequest,
} from '@shop/contracts';
import { bumpChangeGeneration, describeActor } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { PriceChangeAnnouncer } from '../price-catalog/price-change-announcer.js';
import { SystemSettingEntity } from './system-setting.entity.js';

@Injectable()
export class SystemSettingsService {
  private readonly logger = new Logger('SystemSettingsAdmin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PriceChangeAnnouncer) private readonly announcer: PriceChangeAnnouncer,
  ) {}

  /** Sets a known setting; writes the row even if it was missing (the key list is fixed). */
  async updateSystemSetting(request: UpdateSystemSettingRequest): Promise<SystemSetting> {
    const { actor, key, value } = request;
    const { previous, generation } = await this.dataSource.transaction(async (manager) => {
      const existing = await manager.findOne(SystemSettingEntity, {
        where: { key },
        lock: { mode: 'pessimistic_write' },
      });
      await manager.upsert(SystemSettingEntity, { key, value }, ['key']);
      return { previous: existing?.value, generation: await bumpChangeGeneration(manager) };
    });
    this.logger.log(
      `${describeActor(actor)} changed setting ${key}: ${previous ?? 'unset'} -> ${value}`,
    );
    await this.announcer.announce({ change: pricingSubjects.updateSystemSetting, generation });
    return { key, value };
  }
}
