import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  pricingSubjects,
  type BulkUpdateMaterialPricesRequest,
  type CreateMaterialPriceRequest,
  type DeleteMaterialPriceRequest,
  type Material,
  type MaterialPrice,
  type UpdateMaterialPriceRequest,
} from '@shop/contracts';
import {
  bumpChangeGeneration,
  describeActor,
  isForeignKeyViolation,
  isUniqueViolation,
} from '@shop/nest-kit';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { MaterialEntity } from '../materials/material.entity.js';
import { PriceChangeAnnouncer } from '../price-catalog/price-change-announcer.js';
import { MaterialPriceEntity } from './material-price.entity.js';

/** Why a price row write found nothing to write to. */
export type MissingPriceRow =
  | { outcome: 'unknown-material'; materialId: number }
  | { outcome: 'unknown-thickness'; material: Material; thickness: number };

export type CreateMaterialPriceOutcome =
  | { outcome: 'created'; row: MaterialPrice }
  | { outcome: 'unknown-material'; materialId: number }
  | { outcome: 'thickness-taken'; material: Material; thickness: number };

/** The row changed since the version the operator edited (optimistic locking): refused. */
export type StaleVersion = { outcome: 'version-conflict'; current: MaterialPrice };

export type UpdateMaterialPriceOutcome =
  { outcome: 'updated'; row: MaterialPrice } | MissingPriceRow | StaleVersion;

/** A bulk update changes every row or none: the first row that stops it is named by its index. */
export type BulkUpdateMaterialPricesOutcome =
  | { outcome: 'updated'; rows: MaterialPrice[] }
  | ((MissingPriceRow | StaleVersion) & { index: number });

export type DeleteMaterialPriceOutcome =
  { outcome: 'deleted'; row: MaterialPrice } | MissingPriceRow;

/** A new row as inserted, with the change generation its transaction committed. */
type InsertedRow =
  | Exclude<CreateMaterialPriceOutcome, { outcome: 'created' }>
  | { outcome: 'created'; row: MaterialPrice; generation: number };

const toMaterialPrice = (row: MaterialPriceEntity): MaterialPrice => ({
  id: row.id,
  materialId: row.materialId,
  thickness: row.thickness,
  pricePerM2: row.pricePerM2,
  cuttingLineCost: row.cuttingLineCost,
  version: row.version,
});

const toMaterial = (material: MaterialEntity): Material => ({
  id: material.id,
  name: material.name,
  displayName: material.displayName,
});

/** The operator's writes to price rows; each one transaction, then announced. */
@Injectable()
export class MaterialPricesService {
  private readonly logger = new Logger('MaterialPricesAdmin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PriceChangeAnnouncer) private readonly announcer: PriceChangeAnnouncer,
  ) {}

  async createMaterialPrice(
    request: CreateMaterialPriceRequest,
  ): Promise<CreateMaterialPriceOutcome> {
    const { actor, materialId, thickness, pricePerM2, cuttingLineCost } = request;
    const result = await this.insertRow(request);
    if (result.outcome !== 'created') return result;
    this.logger.log(
      `${describeActor(actor)} added material ${materialId} at ${thickness} mm: ` +
        `${pricePerM2} EUR/m², ${cuttingLineCost} EUR/m cut (row ${result.row.id})`,
    );
    const { generation, row } = result;
    await this.announcer.announce({ change: pricingSubjects.createMaterialPrice, generation });
    return { outcome: 'created', row };
  }

  async updateMaterialPrice(
    request: UpdateMaterialPriceRequest,
  ): Promise<UpdateMaterialPriceOutcome> {
    const { actor, materialId, thickness, pricePerM2, cuttingLineCost, version } = request;
    const result = await this.dataSource.transaction(async (manager) => {
      const found = await this.lockedRow(manager, materialId, thickness);
      if (found.outcome !== 'found') return found;
      const before = toMaterialPrice(found.row);
      // The row is locked, so this comparison decides between two edits of the same version.
      if (before.version !== version) {
        return { outcome: 'version-conflict' as const, current: before };
      }
      if (pricePerM2 !== undefined) found.row.pricePerM2 = pricePerM2;
      if (cuttingLineCost !== undefined) found.row.cuttingLineCost = cuttingLineCost;
      const after = toMaterialPrice(await manager.save(found.row));
      const generation = await bumpChangeGeneration(manager);
      return { outcome: 'updated' as const, before, after, material: found.material, generation };
    });
    if (result.outcome !== 'updated') return result;
    const { before, after, material } = result;
    this.logger.log(
      `${describeActor(actor)} changed ${material.name} ${thickness} mm: ` +
        `${before.pricePerM2} -> ${after.pricePerM2} EUR/m², ` +
        `${before.cuttingLineCost} -> ${after.cuttingLineCost} EUR/m cut`,
    );
    await this.announcer.announce({
      change: pricingSubjects.updateMaterialPrice,
      generation: result.generation,
    });
    return { outcome: 'updated', row: after };
  }

  /**
   * Several rows in one transaction: every row is locked and its version compared before any is
   * written, so an unknown row or a stale version leaves every row as it was. Three statements
   * whatever the number of rows (materials, the rows locked in (material, thickness) order, so two
   * bulk updates over the same rows cannot deadlock, and one save of all), so 500 rows stay well
   * inside the gateway's wait.
   */
  async bulkUpdateMaterialPrices(
    request: BulkUpdateMaterialPricesRequest,
  ): Promise<BulkUpdateMaterialPricesOutcome> {
    const { actor, updates } = request;
    const key = (materialId: number, thickness: number) => `${materialId}/${thickness}`;
    const result = await this.dataSource.transaction(async (manager) => {
      const materialIds = [...new Set(updates.map(({ materialId }) => materialId))];
      const materials = new Map(
        (await manager.findBy(MaterialEntity, { id: In(materialIds) })).map((material) => [
          material.id,
          toMaterial(material),
        ]),
      );
      const stored = await manager.find(MaterialPriceEntity, {
        where: updates.map(({ materialId, thickness }) => ({ materialId, thickness })),
        order: { materialId: 'ASC', thickness: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const rows = new Map(stored.map((row) => [key(row.materialId, row.thickness), row]));
      const changes: Array<{
        before: MaterialPrice;
        row: MaterialPriceEntity;
        material: Material;
      }> = [];
      for (const [index, update] of updates.entries()) {
        const material = materials.get(update.materialId);
        if (!material) {
          return { outcome: 'unknown-material' as const, materialId: update.materialId, index };
        }
        const row = rows.get(key(update.materialId, update.thickness));
        if (!row) {
          return {
            outcome: 'unknown-thickness' as const,
            material,
            thickness: update.thickness,
            index,
          };
        }
        // The rows are locked, so this comparison decides between this and a concurrent edit.
        if (row.version !== update.version) {
          return { outcome: 'version-conflict' as const, current: toMaterialPrice(row), index };
        }
        const before = toMaterialPrice(row);
        if (update.pricePerM2 !== undefined) row.pricePerM2 = update.pricePerM2;
        if (update.cuttingLineCost !== undefined) row.cuttingLineCost = update.cuttingLineCost;
        changes.push({ before, row, material });
      }
      const saved = await manager.save(changes.map(({ row }) => row));
      return {
        outcome: 'updated' as const,
        generation: await bumpChangeGeneration(manager),
        changes: changes.map(({ before, material }, index) => ({
          before,
          after: toMaterialPrice(saved[index]!),
          material,
        })),
      };
    });
    if (result.outcome !== 'updated') return result;
    for (const { before, after, material } of result.changes) {
      this.logger.log(
        `${describeActor(actor)} changed ${material.name} ${after.thickness} mm (bulk): ` +
          `${before.pricePerM2} -> ${after.pricePerM2} EUR/m², ` +
          `${before.cuttingLineCost} -> ${after.cuttingLineCost} EUR/m cut`,
      );
    }
    // One announcement for the whole update: the caches reload once, carts re-price once.
    await this.announcer.announce({
      change: pricingSubjects.bulkUpdateMaterialPrices,
      generation: result.generation,
    });
    return { outcome: 'updated', rows: result.changes.map(({ after }) => after) };
  }

  async deleteMaterialPrice(
    request: DeleteMaterialPriceRequest,
  ): Promise<DeleteMaterialPriceOutcome> {
    const { actor, materialId, thickness } = request;
    const result = await this.dataSource.transaction(async (manager) => {
      const found = await this.lockedRow(manager, materialId, thickness);
      if (found.outcome !== 'found') return found;
      const row = toMaterialPrice(found.row);
      await manager.delete(MaterialPriceEntity, { id: row.id });
      const generation = await bumpChangeGeneration(manager);
      return { outcome: 'deleted' as const, row, material: found.material, generation };
    });
    if (result.outcome !== 'deleted') return result;
    this.logger.log(
      `${describeActor(actor)} removed ${result.material.name} ${thickness} mm (row ${result.row.id})`,
    );
    await this.announcer.announce({
      change: pricingSubjects.deleteMaterialPrice,
      generation: result.generation,
    });
    return { outcome: 'deleted', row: result.row };
  }

  private async insertRow(request: CreateMaterialPriceRequest): Promise<InsertedRow> {
    const { materialId, thickness, pricePerM2, cuttingLineCost } = request;
    // Known once read: the conflict message of a lost race names it.
    let material: Material | undefined;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const found = await manager.findOneBy(MaterialEntity, { id: materialId });
        if (!found) return { outcome: 'unknown-material', materialId };
        material = toMaterial(found);
        // Asking first keeps the usual duplicate out of the error log; the constraint still
        // decides between two requests that race.
        if (await manager.existsBy(MaterialPriceEntity, { materialId, thickness })) {
          return { outcome: 'thickness-taken', material, thickness };
        }
        const fields = { materialId, thickness, pricePerM2, cuttingLineCost };
        const row = await manager.save(manager.create(MaterialPriceEntity, fields));
        const generation = await bumpChangeGeneration(manager);
        return { outcome: 'created', row: toMaterialPrice(row), generation };
      });
    } catch (error) {
      // Another request added this thickness first, or deleted the material meanwhile.
      if (material && isUniqueViolation(error, 'uq_material_prices_material_thickness')) {
        return { outcome: 'thickness-taken', material, thickness };
      }
      if (isForeignKeyViolation(error, 'fk_material_prices_material')) {
        return { outcome: 'unknown-material', materialId };
      }
      throw error;
    }
  }

  /** The price row of a material at a thickness, locked for this transaction. */
  private async lockedRow(
    manager: EntityManager,
    materialId: number,
    thickness: number,
  ): Promise<{ outcome: 'found'; row: MaterialPriceEntity; material: Material } | MissingPriceRow> {
    const material = await manager.findOneBy(MaterialEntity, { id: materialId });
    if (!material) return { outcome: 'unknown-material', materialId };
    const row = await manager.findOne(MaterialPriceEntity, {
      where: { materialId, thickness },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) return { outcome: 'unknown-thickness', material: toMaterial(material), thickness };
    return { outcome: 'found', row, material: toMaterial(material) };
  }
}
