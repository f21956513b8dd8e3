import { Inject, Injectable } from '@nestjs/common';
import type {
  CalculatePriceMessage,
  CalculatePriceRequest,
  CalculatePriceResponse,
  Material,
} from '@shop/contracts';
import { calculateSheetPrice } from '@shop/shop-rules';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';

/** What a quote request can come to; only a lost database would be an exception. */
export type PriceQuote =
  | { outcome: 'priced'; price: CalculatePriceResponse }
  | { outcome: 'unknown-material'; materialId: number }
  | { outcome: 'thickness-not-offered'; material: Material; offeredThicknesses: number[] };

@Injectable()
export class PriceCalculationService {
  constructor(@Inject(PriceCatalogService) private readonly catalog: PriceCatalogService) {}

  /** Quotes like `quote` once the price cache holds at least the generation asked for. */
  async quoteAtLeast(message: CalculatePriceMessage): Promise<PriceQuote> {
    const { atLeastGeneration, ...request } = message;
    await this.catalog.snapshotAtLeast(atLeastGeneration);
    return this.quote(request);
  }

  /** Prices a rectangular sheet from the cached price row with shop-rules' sheet price rule. */
  quote(request: CalculatePriceRequest): PriceQuote {
    const catalog = this.catalog.snapshot;
    const material = catalog.material(request.materialId);
    if (!material) return { outcome: 'unknown-material', materialId: request.materialId };
    const row = catalog.priceRow(material.id, request.thickness);
    if (!row) {
      const offeredThicknesses = (catalog.priceRows(material.id) ?? []).map((r) => r.thickness);
      return { outcome: 'thickness-not-offered', material, offeredThicknesses };
    }
    const price = calculateSheetPrice(material, row, {
      width: request.width,
      height: request.height,
    });
    return { outcome: 'priced', price };
  }
}
