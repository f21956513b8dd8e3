import type { MaterialManufacturing } from '@shop/contracts';
import type { MaterialEntity } from './material.entity.js';

/** A material row's cutting rules as the contracts carry them. */
export function manufacturingOf(entity: MaterialEntity): MaterialManufacturing {
  return {
    minHoleFactor: entity.minHoleFactor,
    maxSheetWidthMm: entity.maxSheetWidthMm,
    maxSheetHeightMm: entity.maxSheetHeightMm,
  };
}
