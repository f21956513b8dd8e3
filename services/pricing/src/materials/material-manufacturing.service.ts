import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  pricingSubjects,
  type Material,
  type UpdateMaterialManufacturingRequest,
} from '@shop/contracts';
import { bumpChangeGeneration, describeActor } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { PriceChangeAnnouncer } from '../price-catalog/price-change-announcer.js';
import { MaterialEntity } from './material.entity.js';
import { manufacturingOf } from './material-manufacturing.js';
import { toStoredMaterial } from './material-texts.js';

export type UpdateMaterialManufacturingOutcome =
  { outcome: 'updated'; material: Material } | { outcome: 'unknown-material'; materialId: number };

/**
 * The operator's changes to a material's cutting rules. A change raises the pricing generation
 * and is announced like a price change: the cart checks its lines again against the new rules.
 */
@Injectable()
export class MaterialManufacturingService {
  private readonly logger = new Logger('MaterialsAdmin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PriceChangeAnnouncer) private readonly announcer: PriceChangeAnnouncer,
  ) {}

  async updateManufacturing(
    request: UpdateMaterialManufacturingRequest,
  ): Promise<UpdateMaterialManufacturingOutcome> {
    const { actor, materialId, ...rules } = request;
    const result = await this.dataSource.transaction(async (manager) => {
      const existing = await manager.findOne(MaterialEntity, {
        where: { id: materialId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!existing) return undefined;
      const before = manufacturingOf(existing);
      const saved = await manager.save(Object.assign(existing, rules));
      return {
        before,
        material: toStoredMaterial(saved),
        generation: await bumpChangeGeneration(manager),
      };
    });
    if (!result) return { outcome: 'unknown-material', materialId };
    const { before, material, generation } = result;
    this.logger.log(
      `${describeActor(actor)} changed the cutting rules of material ${material.name} ` +
        `(id ${materialId}): ${JSON.stringify(before)} -> ${JSON.stringify(material.manufacturing)}`,
    );
    await this.announcer.announce({
      change: pricingSubjects.updateMaterialManufacturing,
      generation,
    });
    return { outcome: 'updated', material };
  }
}
