import type { Material, MaterialManufacturing } from '@shop/contracts';
import type { MaterialEntity } from './material.entity.js';

/** A material row's cutting rules as the contracts carry them. */
export function manufacturingOf(entity: MaterialEntity): MaterialManufacturing {
  return {
    minHoleFactor: entity.minHoleFactor,
    maxSheetWidthMm: entity.maxSheetWidthMm,
    maxSheetHeightMm: entity.maxSheetHeightMm,
  };
}

/** A material row as the contracts carry it. */
export function materialOf(entity: MaterialEntity): Material {
  return {
    id: entity.id,
    name: entity.name,
    displayName: entity.displayName,
    manufacturing: manufacturingOf(entity),
  };
}
