import { Inject, Injectable } from '@nestjs/common';
import type { Material, QuoteDesignRequest, QuoteDesignResponse } from '@shop/contracts';
import {
  checkDesign,
  designMeasures,
  parseDesignParameters,
  priceDesign,
  type DesignIssue,
} from '@shop/part-geometry';
import { holeCostOrDefault, manufacturingRulesFor } from '@shop/shop-rules';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';

/** What a design quote can come to; only a lost price cache would be an exception. */
export type DesignQuote =
  | { outcome: 'priced'; price: QuoteDesignResponse }
  | { outcome: 'invalid-design'; issues: DesignIssue[] }
  | { outcome: 'unknown-material'; materialId: number }
  | { outcome: 'thickness-not-offered'; material: Material; offeredThicknesses: number[] };

@Injectable()
export class DesignQuoteService {
  constructor(@Inject(PriceCatalogService) private readonly catalog: PriceCatalogService) {}

  /** Quotes like `quote` once the price cache holds at least the generation asked for. */
  async quoteAtLeast(request: QuoteDesignRequest): Promise<DesignQuote> {
    await this.catalog.snapshotAtLeast(request.atLeastGeneration);
    return this.quote(request);
  }

  /**
   * Prices a configurator design from the cached price row and hole_cost setting with
   * part-geometry's priceDesign, the same function the configurator runs in the browser, and
   * checks it against the material's manufacturing rules (holes outside the part are not charged).
   */
  quote(request: QuoteDesignRequest): DesignQuote {
    const parsed = parseDesignParameters(request.designParameters);
    if (!parsed.ok) return { outcome: 'invalid-design', issues: parsed.issues };
    const catalog = this.catalog.snapshot;
    const material = catalog.material(request.materialId);
    if (!material) return { outcome: 'unknown-material', materialId: request.materialId };
    const row = catalog.priceRow(material.id, request.thickness);
    if (!row) {
      const offeredThicknesses = (catalog.priceRows(material.id) ?? []).map((r) => r.thickness);
      return { outcome: 'thickness-not-offered', material, offeredThicknesses };
    }
    const design = parsed.design;
    const price = priceDesign(design, {
      pricePerM2: row.pricePerM2,
      cuttingLineCost: row.cuttingLineCost,
      holeCost: holeCostOrDefault(catalog.setting('hole_cost')),
    });
    const measures = designMeasures(design);
    return {
      outcome: 'priced',
      price: {
        totalPrice: price.totalPrice,
        materialName: material.displayName,
        width: measures.widthMm,
        height: measures.heightMm,
        areaM2: price.areaM2,
        materialCost: price.materialCost,
        cutLengthM: price.cutLengthM,
        cuttingCost: price.cuttingCost,
        holeCount: price.holeCount,
        holeCost: price.holeCost,
        findings: checkDesign(design, manufacturingRulesFor(material, request.thickness)),
      },
    };
  }
}
