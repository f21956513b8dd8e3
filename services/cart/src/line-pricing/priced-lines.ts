import {
  MAX_DESIGN_PARAMETERS_CHARS,
  MAX_DXF_FILE_CHARS,
  toMoneyString,
  type AddDesignLine,
  type AddLaserLine,
  type AddProductLine,
  type AddSheetLine,
  type CalculatePriceResponse,
  type ErrorBody,
  type JsonObject,
  type GetProductPriceResponse,
  type PriceLaserQuoteResponse,
  type QuoteDesignResponse,
} from '@shop/contracts';
import { parseDesignParameters, writeDesignDxf } from '@shop/part-geometry';
import type { StoredLine } from '../carts/stored-line.js';
import { partFindings } from './part-findings.js';

/** A priced line, or why it cannot go into the cart. */
export type PricedLine =
  | { outcome: 'priced'; line: StoredLine }
  | { outcome: 'out-of-stock'; productName: string }
  | { outcome: 'refused'; error: ErrorBody };

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

function designRefused(message: string): PricedLine {
  return {
    outcome: 'refused',
    error: {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: designParameters',
      issues: [{ path: 'designParameters', message }],
    },
  };
}

/**
 * A design with the pricing service's quote and the part size it measured. The cart keeps the
 * design as part-geometry normalises it and a DXF drawn here from it, never the browser's file,
 * so the DXF a customer downloads from the cart is always our own drawing of what was priced.
 */
export function pricedDesign(line: AddDesignLine, quote: QuoteDesignResponse): PricedLine {
  const { materialId, thickness } = line;
  const parsed = parseDesignParameters(line.designParameters);
  // pricing parsed the same parameters before quoting them, so this only guards against a bug
  if (!parsed.ok)
    return designRefused(parsed.issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  // the line's material and thickness are what was priced, so parametry_{id}.json states them
  // rather than whatever the browser put into the design
  const design = {
    ...parsed.design,
    dimensions: { ...parsed.design.dimensions, materialId, materialThickness: thickness },
  };
  const designParameters = design as unknown as JsonObject;
  if (JSON.stringify(designParameters).length > MAX_DESIGN_PARAMETERS_CHARS) {
    return designRefused(`Must be at most ${MAX_DESIGN_PARAMETERS_CHARS} characters as JSON`);
  }
  const dxfFile = writeDesignDxf(design);
  if (dxfFile.length > MAX_DXF_FILE_CHARS) {
    return designRefused(
      `The drawing has too many elements: its DXF would exceed ${MAX_DXF_FILE_CHARS / 1024} KB`,
    );
  }
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
      ...partFindings(quote.findings ?? []),
    },
  };
}

/** A product at the catalogue's price per piece; one out of stock cannot be added. */
export function pricedProduct(line: AddProductLine, product: GetProductPriceResponse): PricedLine {
  if (!product.inStock) return { outcome: 'out-of-stock', productName: product.name };
  const { name, description, translations } = product;
  return {
    outcome: 'priced',
    line: {
      kind: 'product',
      unitPrice: toMoneyString(product.price),
      productId: line.productId,
      product: {
        name,
        ...(description === undefined ? {} : { description }),
        ...(translations === undefined ? {} : { translations }),
      },
    },
  };
}

/** A part from an uploaded DXF at the price pricing computed again from the stored quote. */
export function pricedLaser(line: AddLaserLine, quote: PriceLaserQuoteResponse): PricedLine {
  const { quoteId, materialId, thickness } = line;
  return {
    outcome: 'priced',
    line: {
      kind: 'laser',
      unitPrice: toMoneyString(quote.unitPrice),
      quoteId,
      materialId,
      materialName: quote.materialName,
      thickness,
      fileName: quote.fileName,
      width: quote.widthMm,
      height: quote.heightMm,
      ...partFindings(quote.findings ?? []),
    },
  };
}
