import {
  toMoneyString,
  type AddDesignLine,
  type AddProductLine,
  type AddSheetLine,
  type CalculatePriceResponse,
  type GetProductPriceResponse,
  type QuoteDesignResponse,
} from '@shop/contracts';
import type { StoredLine } from '../carts/stored-line.js';

/** A priced line, or why a product cannot go into the cart. */
export type PricedLine =
  { outcome: 'priced'; line: StoredLine } | { outcome: 'out-of-stock'; productName: string };

/** A sheet with the pricing service's unit price; the sizes are the ones that were priced. */
export function pricedSheet(line: AddSheetLine, price: CalculatePriceResponse): PricedLine {
  const { materialId, width, height, thickness } = line;
  return {
    outcome: 'priced',
    line: {
      kind: 'sheet',
      unitPrice: toMoneyString(price.totalPrice),
      materialId,
      materialName: price.material.displayName,
      width,
      height,
      thickness,
      pricePerM2: toMoneyString(price.pricePerM2),
    },
  };
}

/** A design with the pricing service's quote and the part size it measured. */
export function pricedDesign(line: AddDesignLine, quote: QuoteDesignResponse): PricedLine {
  const { materialId, thickness, designParameters, dxfFile } = line;
  return {
    outcome: 'priced',
    line: {
      kind: 'design',
      unitPrice: toMoneyString(quote.totalPrice),
      materialId,
      materialName: quote.materialName,
      thickness,
      width: quote.width,
      height: quote.height,
      designParameters,
      dxfFile,
    },
  };
}

/** A product at the catalogue's price per piece; one out of stock cannot be added. */
export function pricedProduct(line: AddProductLine, product: GetProductPriceResponse): PricedLine {
  if (!product.inStock) return { outcome: 'out-of-stock', productName: product.name };
  const { name, description } = product;
  return {
    outcome: 'priced',
    line: {
      kind: 'product',
      unitPrice: toMoneyString(product.price),
      productId: line.productId,
      product: description === undefined ? { name } : { name, description },
    },
  };
}
