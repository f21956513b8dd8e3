import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  pricingSubjects,
  type CreateMaterialRequest,
  type DeleteMaterialRequest,
  type Material,
} from '@shop/contracts';
import { defaultMaterialManufacturing } from '@shop/shop-rules';
import { bumpChangeGeneration, describeActor, isUniqueViolation } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { MaterialPriceEntity } from '../material-prices/material-price.entity.js';
import { PriceChangeAnnouncer } from '../price-catalog/price-change-announcer.js';
import { MaterialEntity } from './material.entity.js';
import { toStoredMaterial } from './material-texts.js';

export type CreateMaterialOutcome =
  { outcome: 'created'; material: Material } | { outcome: 'name-taken'; name: string };

export type DeleteMaterialOutcome =
  | { outcome: 'deleted'; material: Material; pricesDeleted: number }
  | { outcome: 'unknown-material'; materialId: number };

/** The operator's writes to the material list; each one transaction, then announced. */
@Injectable()
export class MaterialsService {
  private readonly logger = new Logger('MaterialsAdmin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PriceChangeAnnouncer) private readonly announcer: PriceChangeAnnouncer,
  ) {}

  async createMaterial(request: CreateMaterialRequest): Promise<CreateMaterialOutcome> {
    const { actor, name, displayName, displayNameEn, displayNamePl } = request;
    let material: Material | undefined;
    let generation: number | undefined;
    try {
      material = await this.dataSource.transaction(async (manager) => {
        // Asking first keeps the usual duplicate out of the error log; the constraint still
        // decides between two requests that race.
        const taken = await manager
          .createQueryBuilder(MaterialEntity, 'material')
          .where('LOWER(material.name) = LOWER(:name)', { name })
          .getExists();
        if (taken) return undefined;
        const saved = await manager.save(
          manager.create(MaterialEntity, {
            name,
            displayName,
            displayNameEn: displayNameEn ?? null,
            displayNamePl: displayNamePl ?? null,
            ...defaultMaterialManufacturing,
          }),
        );
        generation = await bumpChangeGeneration(manager);
        return toStoredMaterial(saved);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'uq_materials_name')) return { outcome: 'name-taken', name };
      throw error;
    }
    if (!material) return { outcome: 'name-taken', name };
    this.logger.log(
      `${describeActor(actor)} created material ${material.name} "${material.displayName}" (id ${material.id})`,
    );
    await this.announcer.announce({ change: pricingSubjects.createMaterial, generation });
    return { outcome: 'created', material };
  }

  /** Removes the material and all its price rows together. */
  async deleteMaterial(request: DeleteMaterialRequest): Promise<DeleteMaterialOutcome> {
    const { actor, materialId } = request;
    const result = await this.dataSource.transaction(async (manager) => {
      // Locking the row makes a concurrent new price row for it wait, then fail its foreign key.
      const material = await manager.findOne(MaterialEntity, {
        where: { id: materialId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!material) return undefined;
      // The foreign key cascades too; deleting explicitly tells us how many rows went.
      const prices = await manager.delete(MaterialPriceEntity, { materialId });
      await manager.delete(MaterialEntity, { id: materialId });
      return {
        material: toStoredMaterial(material),
        pricesDeleted: prices.affected ?? 0,
        generation: await bumpChangeGeneration(manager),
      };
    });
    if (!result) return { outcome: 'unknown-material', materialId };
    this.logger.log(
      `${describeActor(actor)} deleted material ${result.material.name} (id ${materialId}) ` +
        `and its ${result.pricesDeleted} price rows`,
    );
    const { generation, ...deleted } = result;
    await this.announcer.announce({ change: pricingSubjects.deleteMaterial, generation });
    return { outcome: 'deleted', ...deleted };
  }
}
