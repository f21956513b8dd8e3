import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  laserFileCheckBudgetMs,
  type LaserFailureCode,
  type LaserFinding,
  type ManufacturabilityFinding,
  type LaserQuoteFile,
  type LaserQuotePrice,
  type LaserQuoteResponse,
  type PartDrawing,
  type QuoteLaserRequest,
} from '@shop/contracts';
import { AppError, BoundedCache, fingerprintOf } from '@shop/nest-kit';
import { checkDxfInput, type DxfFailure, type DxfQuoteMetrics } from '@shop/part-geometry';
import {
  holeCostOrDefault,
  type ManufacturingRules,
  manufacturingRulesFor,
  priceLaserQuote,
} from '@shop/shop-rules';
import { Repository } from 'typeorm';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';
import { LaserQuoteEntity } from './laser-quote.entity.js';
import { LaserQuoteFindingsEntity } from './laser-quote-findings.entity.js';
import { LaserUploadStore } from './laser-upload-store.js';
import { manufacturabilityMessage } from './manufacturability-message.js';
import { prepareDxfWorker, readDxfInWorker, stopDxfWorker } from './read-dxf-in-worker.js';

/** Vertices a stored drawing of an uploaded part keeps at most, so an order stays small. */
export const LASER_DRAWING_MAX_POINTS = 5000;

/** Findings kept in memory per quote and cutting rules: a few KB each at most, a few MB in all. */
const FINDINGS_CACHE_ENTRIES = 2000;

/**
 * 422: the upload is not a DXF pricing can quote; `code` says why, `hint` what to do, and `line`
 * where a malformed file stopped being readable.
 */
export class LaserFileError extends AppError {
  constructor(code: LaserFailureCode, message: string, hint?: string, line?: number) {
    super(422, code, message, undefined, undefined, hint, line ? { line } : {});
  }

  static of(failure: DxfFailure): LaserFileError {
    return new LaserFileError(failure.code, failure.message, failure.hint, failure.line);
  }
}

/** A stored quote priced for one material, thickness and quantity. */
export type LaserQuotePricing =
  | { outcome: 'priced'; price: LaserQuotePrice }
  | { outcome: 'unknown-material'; materialId: number }
  | { outcome: 'thickness-not-offered'; materialName: string; offeredThicknesses: number[] };

@Injectable()
export class LaserQuoteService implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @InjectRepository(LaserQuoteEntity) private readonly quotes: Repository<LaserQuoteEntity>,
    @InjectRepository(LaserQuoteFindingsEntity)
    private readonly keptFindings: Repository<LaserQuoteFindingsEntity>,
    @Inject(PriceCatalogService) private readonly catalog: PriceCatalogService,
    @Inject(LaserUploadStore) private readonly uploads: LaserUploadStore,
  ) {}

  /** The findings of recently asked quotes, by quote and cutting rules, before the table's. */
  private readonly findings = new BoundedCache<ManufacturabilityFinding[]>(FINDINGS_CACHE_ENTRIES);

  onModuleInit(): void {
    prepareDxfWorker();
  }

  async onApplicationShutdown(): Promise<void> {
    await stopDxfWorker();
  }

  /**
   * Reads the uploaded DXF (in a worker thread), stores its metrics as a new quote and prices it
   * when the request names a material and a thickness. Throws LaserFileError (422) for a file
   * that cannot be quoted, 404 for a missing upload or material, 400 for a thickness not offered.
   */
  async create(request: QuoteLaserRequest): Promise<LaserQuoteResponse> {
    const bytes = await this.uploads.read(request.objectName);
    if (!bytes) throw AppError.notFound(`Upload ${request.objectName} does not exist`);
    const head = checkDxfInput(bytes.subarray(0, 4096));
    if (!head.ok) throw LaserFileError.of(head);
    const material =
      request.materialId === undefined
        ? undefined
        : this.catalog.snapshot.material(request.materialId);
    // with a material and a thickness the part is also checked against the material's rules
    const manufacturingRules =
      material && request.thickness !== undefined
        ? manufacturingRulesFor(material, request.thickness)
        : undefined;
    const result = await readDxfInWorker(bytes, manufacturingRules ? { manufacturingRules } : {});
    if (!result.ok) throw LaserFileError.of(result);
    // Price before storing, so a refused material leaves no row behind.
    const price =
      request.materialId !== undefined && request.thickness !== undefined
        ? this.priceOrThrow(
            result.metrics,
            request.materialId,
            request.thickness,
            request.quantity ?? 1,
          )
        : undefined;
    const { metrics } = result;
    const entity = this.quotes.create({
      id: randomUUID(),
      fileName: request.fileName,
      objectName: request.objectName,
      sizeBytes: request.sizeBytes,
      cutLengthMm: metrics.cutLengthMm,
      pierceCount: metrics.pierceCount,
      widthMm: metrics.boundingBox.widthMm,
      heightMm: metrics.boundingBox.heightMm,
      minXMm: metrics.boundingBox.minXMm,
      minYMm: metrics.boundingBox.minYMm,
      netAreaMm2: metrics.netAreaMm2,
      findings: [
        ...result.findings.map(({ code, severity, message }) => ({ code, severity, message })),
        ...(result.manufacturability ?? []).map(toLaserFinding),
      ],
    });
    // The quote and its findings under the rules just checked, together: adding the part to the
    // cart in this material and thickness then looks them up instead of reading the file again.
    await this.quotes.manager.transaction(async (transaction) => {
      await transaction.insert(LaserQuoteEntity, entity);
      if (manufacturingRules) {
        await transaction.insert(
          LaserQuoteFindingsEntity,
          keptFindingsRow(entity.id, manufacturingRules, result.manufacturability ?? []),
        );
      }
    });
    return { ...toResponse(entity), ...(price ? { price } : {}) };
  }

  /**
   * The uploaded part as a small drawing for quotes and orders: its file read again from the
   * object store and its contours simplified to at most {@link LASER_DRAWING_MAX_POINTS}
   * vertices. 404 for an unknown quote or an upload that is gone, 422 for a file that no longer
   * reads (it did when quoted).
   */
  async draw(quoteId: string): Promise<PartDrawing> {
    const quote = await this.findQuote(quoteId);
    if (!quote) throw AppError.notFound(`Laser quote ${quoteId} does not exist`);
    const bytes = await this.uploads.read(quote.objectName);
    if (!bytes) throw AppError.notFound(`The upload of laser quote ${quoteId} no longer exists`);
    const result = await readDxfInWorker(bytes, { drawingMaxPoints: LASER_DRAWING_MAX_POINTS });
    if (!result.ok) throw LaserFileError.of(result);
    if (!result.drawing) throw new Error('The DXF reader returned no drawing');
    return result.drawing;
  }

  /**
   * The stored quote's manufacturability findings in a material and thickness. A file and its
   * cutting rules decide its findings (the same file can be fine in one material and not in
   * another), so they are kept per quote and rules: checked when the file was quoted, or the first
   * time it is asked for under other rules, and from then on looked up (in memory, else in the
   * table), never read again, however slow reading the file is. A file not yet checked under these
   * rules is read within {@link laserFileCheckBudgetMs} of its size; past that the caller gets 503
   * while the check goes on and is kept, so the next try finds it. 404 for an unknown material or
   * an upload that is gone, 422 for a file that no longer reads (it did when quoted).
   */
  async findingsFor(
    quote: LaserQuoteEntity,
    materialId: number,
    thickness: number,
  ): Promise<ManufacturabilityFinding[]> {
    const material = this.catalog.snapshot.material(materialId);
    if (!material) throw AppError.notFound(`Material ${materialId} does not exist`);
    // an expired upload leaves the line unavailable, kept findings or not
    if (!(await this.uploads.exists(quote.objectName))) {
      throw AppError.notFound(`The upload of laser quote ${quote.id} no longer exists`);
    }
    const rules = manufacturingRulesFor(material, thickness);
    const key = fingerprintOf(rules);
    const findings = this.findings.getOrCompute(`${quote.id}|${key}`, async () => {
      const kept = await this.keptFindings.findOneBy({ quoteId: quote.id, rulesKey: key });
      return kept ? kept.findings : this.checkAndKeep(quote, rules);
    });
    return withinBudget(findings, laserFileCheckBudgetMs(quote.sizeBytes), (budgetMs) =>
      AppError.unavailable(
        `Checking ${quote.fileName} (${(quote.sizeBytes / 1024 / 1024).toFixed(1)} MB) against ` +
          `the cutting rules of ${material.displayName}, ${thickness} mm takes longer than ` +
          `${budgetMs / 1000} s; it goes on, so try again in a moment`,
      ),
    );
  }

  /** Reads the quote's file again, checks it against `rules` and keeps the findings. */
  private async checkAndKeep(
    quote: LaserQuoteEntity,
    rules: ManufacturingRules,
  ): Promise<ManufacturabilityFinding[]> {
    const bytes = await this.uploads.read(quote.objectName);
    if (!bytes) throw AppError.notFound(`The upload of laser quote ${quote.id} no longer exists`);
    const result = await readDxfInWorker(bytes, { manufacturingRules: rules });
    if (!result.ok) throw LaserFileError.of(result);
    const findings = result.manufacturability ?? [];
    // Another replica may have kept the same findings meanwhile: they are equal, keep the first.
    await this.keptFindings
      .createQueryBuilder()
      .insert()
      .values(keptFindingsRow(quote.id, rules, findings))
      .orIgnore()
      .execute();
    return findings;
  }

  /** Where a quote's uploaded file is kept; 404 for an unknown quote. */
  async file(quoteId: string): Promise<LaserQuoteFile> {
    const quote = await this.findQuote(quoteId);
    if (!quote) throw AppError.notFound(`Laser quote ${quoteId} does not exist`);
    return { objectName: quote.objectName, fileName: quote.fileName, sizeBytes: quote.sizeBytes };
  }

  /** A stored quote, or null for an unknown id (for the cart and the e-mail request). */
  findQuote(quoteId: string): Promise<LaserQuoteEntity | null> {
    return this.quotes.findOneBy({ id: quoteId });
  }

  /**
   * Prices stored (or fresh) metrics from the cached price row and the hole_cost setting with
   * shop-rules' priceLaserQuote, the function the calculator runs in the browser.
   */
  price(
    metrics: LaserQuoteEntity | DxfQuoteMetrics,
    materialId: number,
    thickness: number,
    quantity: number,
  ): LaserQuotePricing {
    const catalog = this.catalog.snapshot;
    const material = catalog.material(materialId);
    if (!material) return { outcome: 'unknown-material', materialId };
    const row = catalog.priceRow(material.id, thickness);
    if (!row) {
      const offeredThicknesses = (catalog.priceRows(material.id) ?? []).map((r) => r.thickness);
      return {
        outcome: 'thickness-not-offered',
        materialName: material.displayName,
        offeredThicknesses,
      };
    }
    const price = priceLaserQuote(toMetrics(metrics), {
      pricePerM2: row.pricePerM2,
      cuttingLineCost: row.cuttingLineCost,
      holeCost: holeCostOrDefault(catalog.setting('hole_cost')),
      quantity,
    });
    return {
      outcome: 'priced',
      price: { materialName: material.displayName, thickness, quantity, ...price },
    };
  }

  /** `price` with its refusals thrown as the errors the API answers (404, 400). */
  priceOrThrow(
    metrics: LaserQuoteEntity | DxfQuoteMetrics,
    materialId: number,
    thickness: number,
    quantity: number,
  ): LaserQuotePrice {
    const pricing = this.price(metrics, materialId, thickness, quantity);
    switch (pricing.outcome) {
      case 'priced':
        return pricing.price;
      case 'unknown-material':
        throw AppError.notFound(`Material ${materialId} does not exist`);
      case 'thickness-not-offered': {
        const offered = pricing.offeredThicknesses.join(', ') || 'none';
        throw AppError.validation('Invalid input: thickness', [
          {
            path: 'thickness',
            message: `${pricing.materialName} is not offered in ${thickness} mm; available: ${offered}`,
          },
        ]);
      }
    }
  }
}

/** The table row keeping a quote's findings under `rules`. */
function keptFindingsRow(
  quoteId: string,
  rules: ManufacturingRules,
  findings: ManufacturabilityFinding[],
): Pick<LaserQuoteFindingsEntity, 'quoteId' | 'rulesKey' | 'rules' | 'findings'> {
  return { quoteId, rulesKey: fingerprintOf(rules), rules, findings };
}

/**
 * `work`'s result, or the error `tooSlow` makes once `budgetMs` has passed; the work itself goes
 * on either way.
 */
async function withinBudget<T>(
  work: Promise<T>,
  budgetMs: number,
  tooSlow: (budgetMs: number) => Error,
): Promise<T> {
  const timer = new AbortController();
  try {
    return await Promise.race([
      work,
      delay(budgetMs, undefined, { signal: timer.signal }).then(() => {
        throw tooSlow(budgetMs);
      }),
    ]);
  } finally {
    timer.abort();
  }
}

/** What priceLaserQuote reads of a quote: bounding box, cut length and pierces. */
function toMetrics(source: LaserQuoteEntity | DxfQuoteMetrics): DxfQuoteMetrics {
  if ('boundingBox' in source) return source;
  return {
    cutLengthMm: source.cutLengthMm,
    pierceCount: source.pierceCount,
    boundingBox: {
      widthMm: source.widthMm,
      heightMm: source.heightMm,
      minXMm: source.minXMm,
      minYMm: source.minYMm,
    },
    netAreaMm2: source.netAreaMm2,
    // Not stored and not priced.
    contours: { outer: 0, holes: 0, open: 0 },
    units: 'mm',
  };
}

/** A manufacturability finding as the laser quote lists it: blocking ones are errors. */
function toLaserFinding(finding: ManufacturabilityFinding): LaserFinding {
  return {
    code: finding.code,
    severity: finding.blocking ? 'error' : 'warning',
    message: manufacturabilityMessage(finding),
    element: finding.element,
    position: finding.position,
    ...(finding.measuredMm === undefined ? {} : { measuredMm: finding.measuredMm }),
    ...(finding.requiredMm === undefined ? {} : { requiredMm: finding.requiredMm }),
  };
}

function toResponse(entity: LaserQuoteEntity): LaserQuoteResponse {
  return {
    quoteId: entity.id,
    fileName: entity.fileName,
    cutLengthMm: entity.cutLengthMm,
    pierceCount: entity.pierceCount,
    boundingBox: {
      widthMm: entity.widthMm,
      heightMm: entity.heightMm,
      minXMm: entity.minXMm,
      minYMm: entity.minYMm,
    },
    netAreaMm2: entity.netAreaMm2,
    findings: entity.findings,
  };
}
