import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  drawLaserQuoteResponseSchema,
  laserQuoteFileSchema,
  pricingSubjects,
  type CartLine,
  type DesignCartLine,
  type LaserCartLine,
  type ManufacturabilityFinding,
  type OrderLine,
} from '@shop/contracts';
import { ServiceRequester } from '@shop/nest-kit';
import { designDrawing, parseDesignParameters } from '@shop/part-geometry';
import { answerOrThrow } from '../peers/ask.js';
import { PartFiles } from '../peers/part-files.js';

/** How many laser parts are drawn and copied at the same time. */
const LASER_CONCURRENCY = 4;

/** Lines as an order or an offer keeps them, and the part files stored for them on the way. */
export interface FrozenLines {
  lines: OrderLine[];
  /** The object name of each line's DXF in order-part-files, by position. */
  partObjects: Map<number, string>;
}

/**
 * Turns priced cart lines into lines as they are frozen with an order or an offer: what each is,
 * its quantity, unit price and sum; designs keep their parameters and a drawing, laser parts get
 * their drawing from pricing. With `keepFiles` (an order) every custom part's DXF is stored in
 * the order part files bucket: a design's own DXF text, a laser part's uploaded file copied.
 */
@Injectable()
export class LineFreezer {
  private readonly logger = new Logger(LineFreezer.name);

  constructor(
    @Inject(ServiceRequester) private readonly services: ServiceRequester,
    @Inject(PartFiles) private readonly partFiles: PartFiles,
  ) {}

  async freeze(items: readonly CartLine[], keepFiles: boolean): Promise<FrozenLines> {
    const partObjects = new Map<number, string>();
    const lines: OrderLine[] = new Array<OrderLine>(items.length);
    try {
      const lasers: Array<{ item: LaserCartLine; position: number }> = [];
      for (const [index, item] of items.entries()) {
        const position = index + 1;
        if (item.kind === 'laser') lasers.push({ item, position });
        else lines[index] = await this.freezeOther(item, position, keepFiles, partObjects);
      }
      for (let start = 0; start < lasers.length; start += LASER_CONCURRENCY) {
        await Promise.all(
          lasers.slice(start, start + LASER_CONCURRENCY).map(async ({ item, position }) => {
            lines[position - 1] = await this.freezeLaser(item, position, keepFiles, partObjects);
          }),
        );
      }
    } catch (error) {
      await this.partFiles.discard([...partObjects.values()]);
      throw error;
    }
    return { lines, partObjects };
  }

  private async freezeOther(
    item: Exclude<CartLine, LaserCartLine>,
    position: number,
    keepFiles: boolean,
    partObjects: Map<number, string>,
  ): Promise<OrderLine> {
    const base = {
      position,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
      ...frozenTier(item),
    };
    switch (item.kind) {
      case 'sheet':
        return {
          ...base,
          kind: 'sheet',
          materialId: item.materialId,
          materialName: item.materialName,
          thickness: item.thickness,
          width: item.width,
          height: item.height,
        };
      case 'product':
        return {
          ...base,
          kind: 'product',
          productId: item.productId,
          productName: item.product.name,
          ...(item.product.description ? { productDescription: item.product.description } : {}),
        };
      case 'design':
        return this.freezeDesign(item, base, keepFiles, partObjects);
    }
  }

  private async freezeDesign(
    item: DesignCartLine,
    base: Pick<OrderLine, 'position' | 'quantity' | 'unitPrice' | 'lineTotal' | 'tier' | 'saving'>,
    keepFiles: boolean,
    partObjects: Map<number, string>,
  ): Promise<OrderLine> {
    const parsed = parseDesignParameters(item.designParameters);
    if (!parsed.ok) {
      throw new Error(
        `The cart's design of line ${base.position} does not parse: ${JSON.stringify(parsed.issues)}`,
      );
    }
    let partFile: { fileName: string; sizeBytes: number } | undefined;
    if (keepFiles) {
      const stored = await this.partFiles.store(new TextEncoder().encode(item.dxfFile));
      partObjects.set(base.position, stored.objectName);
      partFile = { fileName: `element_${base.position}.dxf`, sizeBytes: stored.sizeBytes };
    }
    return {
      ...base,
      kind: 'design',
      materialId: item.materialId,
      materialName: item.materialName,
      thickness: item.thickness,
      width: item.width,
      height: item.height,
      designParameters: item.designParameters,
      drawing: designDrawing(parsed.design),
      ...(partFile ? { partFile } : {}),
      ...confirmedFindings(item),
    };
  }

  private async freezeLaser(
    item: LaserCartLine,
    position: number,
    keepFiles: boolean,
    partObjects: Map<number, string>,
  ): Promise<OrderLine> {
    const drawingReply = await this.services.request(
      pricingSubjects.drawLaserQuote,
      { quoteId: item.quoteId },
      drawLaserQuoteResponseSchema,
    );
    // A file that no longer reads is ordered without a drawing; an absent pricing service stops the order.
    const drawing = drawingReply.outcome === 'refused' ? undefined : answerOrThrow(drawingReply);
    if (!drawing)
      this.logger.warn(`Laser quote ${item.quoteId} could not be drawn: kept without a drawing`);
    let partFile: { fileName: string; sizeBytes: number } | undefined;
    if (keepFiles) {
      const fileReply = await this.services.request(
        pricingSubjects.getLaserQuoteFile,
        { quoteId: item.quoteId },
        laserQuoteFileSchema,
      );
      const upload = fileReply.outcome === 'refused' ? undefined : answerOrThrow(fileReply);
      const copied = upload ? await this.partFiles.copyUpload(upload.objectName) : undefined;
      if (copied) {
        partObjects.set(position, copied.objectName);
        partFile = { fileName: item.fileName, sizeBytes: copied.sizeBytes };
      } else {
        this.logger.warn(
          `The upload of laser quote ${item.quoteId} is gone: ordered without its file`,
        );
      }
    }
    return {
      position,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
      ...frozenTier(item),
      kind: 'laser',
      materialId: item.materialId,
      materialName: item.materialName,
      thickness: item.thickness,
      width: item.width,
      height: item.height,
      fileName: item.fileName,
      ...(drawing ? { drawing } : {}),
      ...(partFile ? { partFile } : {}),
      ...confirmedFindings(item),
    };
  }
}

/** The quantity discount a line was priced with, kept with it; nothing for a line without one. */
function frozenTier(item: CartLine): Pick<OrderLine, 'tier' | 'saving'> {
  if (!item.tier) return {};
  const { minQuantity, discountPercent } = item.tier;
  return { tier: { minQuantity, discountPercent }, saving: item.saving ?? '0.00' };
}

/** The warnings the customer confirmed for a part, kept with the order for the shop to see. */
function confirmedFindings(item: DesignCartLine | LaserCartLine): {
  findings?: ManufacturabilityFinding[];
} {
  return item.findings && item.findings.length > 0 ? { findings: item.findings } : {};
}
