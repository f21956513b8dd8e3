import type { Material, MaterialPrice, QuantityTier } from '@shop/contracts';
import { sortedTiers } from '@shop/shop-rules';

/** Everything the catalogue holds, as read from the database in one consistent read. */
export interface PriceCatalogData {
  materials: Material[];
  prices: MaterialPrice[];
  settings: Array<{ key: string; value: number }>;
  /** The quantity discounts; none by default. */
  quantityTiers: QuantityTier[];
}

/** Thickness as an exact map key: hundredths of a millimetre (the column has two decimals). */
export function thicknessKey(thickness: number): number {
  return Math.round(thickness * 100);
}

/**
 * An immutable, indexed view of the catalogue. Every lookup a quote needs is a map access;
 * the arrays handed out are frozen, so no caller can change the cache by accident.
 */
export class PriceCatalogSnapshot {
  readonly materials: readonly Material[];
  private readonly materialsById: ReadonlyMap<number, Material>;
  private readonly rowsByMaterial: ReadonlyMap<number, readonly MaterialPrice[]>;
  private readonly rowsByMaterialAndThickness: ReadonlyMap<
    number,
    ReadonlyMap<number, MaterialPrice>
  >;
  private readonly settings: ReadonlyMap<string, number>;
  /** The quantity discounts by ascending minimum quantity. */
  readonly quantityTiers: readonly QuantityTier[];

  constructor(data: PriceCatalogData) {
    this.materials = Object.freeze(
      [...data.materials]
        .sort((a, b) => a.id - b.id)
        .map((material) => Object.freeze({ ...material })),
    );
    this.materialsById = new Map(this.materials.map((material) => [material.id, material]));

    const rowsByMaterial = new Map<number, MaterialPrice[]>(
      this.materials.map((material) => [material.id, []]),
    );
    for (const row of data.prices)
      rowsByMaterial.get(row.materialId)?.push(Object.freeze({ ...row }));
    const byThickness = new Map<number, ReadonlyMap<number, MaterialPrice>>();
    for (const [materialId, rows] of rowsByMaterial) {
      rows.sort((a, b) => a.thickness - b.thickness);
      Object.freeze(rows);
      byThickness.set(materialId, new Map(rows.map((row) => [thicknessKey(row.thickness), row])));
    }
    this.rowsByMaterial = rowsByMaterial;
    this.rowsByMaterialAndThickness = byThickness;
    this.settings = new Map(data.settings.map((setting) => [setting.key, setting.value]));
    this.quantityTiers = Object.freeze(
      sortedTiers(data.quantityTiers).map((tier) => Object.freeze({ ...tier })),
    );
  }

  material(id: number): Material | undefined {
    return this.materialsById.get(id);
  }

  /** Price rows of a material by ascending thickness; undefined when the material is unknown. */
  priceRows(materialId: number): readonly MaterialPrice[] | undefined {
    return this.rowsByMaterial.get(materialId);
  }

  priceRow(materialId: number, thickness: number): MaterialPrice | undefined {
    return this.rowsByMaterialAndThickness.get(materialId)?.get(thicknessKey(thickness));
  }

  setting(key: string): number | undefined {
    return this.settings.get(key);
  }
}
