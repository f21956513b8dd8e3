import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminActor,
  CreateLaserQuoteRequest,
  CreateLaserQuoteRequestResponse,
  LaserQuoteRequestRow,
  PriceLaserQuoteRequest,
  PriceLaserQuoteResponse,
} from '@shop/contracts';
import { describeActor } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { LaserQuoteService } from '../laser-quote/laser-quote.service.js';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';
import { LaserQuoteRequestEntity } from './laser-quote-request.entity.js';

export type LaserQuotePricing =
  | { outcome: 'priced'; price: PriceLaserQuoteResponse }
  | { outcome: 'unknown-quote'; quoteId: string };

export type LaserQuoteRequestCreation =
  | { outcome: 'created'; request: CreateLaserQuoteRequestResponse }
  | { outcome: 'unknown-quote'; quoteId: string }
  | { outcome: 'unknown-material'; materialId: number };

/**
 * Prices a stored laser quote again for the cart, and keeps and lists the visitors' requests
 * for a detailed offer by e-mail.
 */
@Injectable()
export class LaserQuoteRequestsService {
  private readonly logger = new Logger('LaserQuoteRequests');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PriceCatalogService) private readonly catalog: PriceCatalogService,
    @Inject(LaserQuoteService) private readonly quotes: LaserQuoteService,
  ) {}

  /**
   * One piece of a stored quote at today's prices, with the same pricing the upload answered,
   * and its manufacturability findings under the material's current cutting rules; an unknown
   * material (404) or a thickness not offered (400) is thrown as the API answers it.
   */
  async price(request: PriceLaserQuoteRequest): Promise<LaserQuotePricing> {
    // a cart re-pricing on a change event must not get a price from before that change
    await this.catalog.snapshotAtLeast(request.atLeastGeneration);
    const quote = await this.quotes.findQuote(request.quoteId);
    if (!quote) return { outcome: 'unknown-quote', quoteId: request.quoteId };
    const price = this.quotes.priceOrThrow(quote, request.materialId, request.thickness, 1);
    const findings = await this.quotes.findingsFor(quote, request.materialId, request.thickness);
    return {
      outcome: 'priced',
      price: {
        unitPrice: price.unitPrice,
        materialName: price.materialName,
        fileName: quote.fileName,
        widthMm: quote.widthMm,
        heightMm: quote.heightMm,
        findings,
      },
    };
  }

  /** Stores a request with the quote's file name and metrics copied in. */
  async create(request: CreateLaserQuoteRequest): Promise<LaserQuoteRequestCreation> {
    const quote = await this.quotes.findQuote(request.quoteId);
    if (!quote) return { outcome: 'unknown-quote', quoteId: request.quoteId };
    let materialName: string | null = null;
    if (request.materialId !== undefined) {
      const material = this.catalog.snapshot.material(request.materialId);
      if (!material) return { outcome: 'unknown-material', materialId: request.materialId };
      materialName = material.displayName;
    }
    const repository = this.dataSource.getRepository(LaserQuoteRequestEntity);
    const saved = await repository.save(
      repository.create({
        quoteId: quote.id,
        email: request.email,
        fileName: quote.fileName,
        quantity: request.quantity,
        materialName,
        thickness: request.thickness ?? null,
        message: request.message?.trim() ? request.message : null,
        cutLengthMm: quote.cutLengthMm,
        pierceCount: quote.pierceCount,
        widthMm: quote.widthMm,
        heightMm: quote.heightMm,
      }),
    );
    // The e-mail address stays out of the log.
    this.logger.log(`Laser quote request ${saved.id} stored for quote ${quote.id}`);
    return {
      outcome: 'created',
      request: { id: saved.id, createdAt: saved.createdAt.toISOString() },
    };
  }

  /** Every request, newest first. */
  async list(actor: AdminActor): Promise<LaserQuoteRequestRow[]> {
    const rows = await this.dataSource
      .getRepository(LaserQuoteRequestEntity)
      .find({ order: { createdAt: 'DESC', id: 'DESC' } });
    this.logger.debug(`${describeActor(actor)} listed ${rows.length} laser quote requests`);
    return rows.map(toRow);
  }
}

function toRow(entity: LaserQuoteRequestEntity): LaserQuoteRequestRow {
  return {
    id: entity.id,
    createdAt: entity.createdAt.toISOString(),
    email: entity.email,
    fileName: entity.fileName,
    quantity: entity.quantity,
    materialName: entity.materialName,
    thickness: entity.thickness,
    message: entity.message,
    cutLengthMm: entity.cutLengthMm,
    pierceCount: entity.pierceCount,
    widthMm: entity.widthMm,
    heightMm: entity.heightMm,
  };
}
