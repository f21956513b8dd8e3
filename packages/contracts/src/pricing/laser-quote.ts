import * as z from 'zod/mini';
import {
  manufacturabilityFindingsSchema,
  partElementRefSchema,
} from '../parts/manufacturability.js';
import { partDrawingSchema } from '../orders/part-drawing.js';
import { hasAtMostDecimals } from '../decimals.js';
import { atLeastGenerationShape } from '../events/change-generation.js';
import { pricingSubjects } from '../subjects.js';
import { cartQuantitySchema, positiveIdSchema } from '../cart/cart-quantity.js';
import { adminActorSchema } from './admin-actor.js';
import { sheetThicknessChecks } from './material-prices.js';
import { dxfFileNameProblem } from '../text-checks.js';

// Laser quotes from an uploaded DXF: the gateway stores the upload in the JetStream
// object store and asks pricing to read it; the cart and the e-mail request refer to the quote id.

/** Largest DXF upload, in bytes (50 MB). */
export const MAX_LASER_UPLOAD_BYTES = 50 * 1024 * 1024;
export const MAX_LASER_FILE_NAME_LENGTH = 255;
export const MAX_LASER_REQUEST_MESSAGE_LENGTH = 2000;
export const MAX_EMAIL_LENGTH = 254;
/** The object store bucket holding uploaded DXF files. */
export const LASER_UPLOAD_BUCKET = 'laser-uploads';

/** What reading and checking any uploaded file may take at least: a worker start on a cold machine. */
export const LASER_FILE_CHECK_BASE_MS = 4000;
/** What each started MiB of an upload adds to that: parsing runs at several MiB per second. */
export const LASER_FILE_CHECK_MS_PER_MIB = 400;

/**
 * How long pricing may take to read an uploaded file again and check it against cutting rules it
 * was not checked against yet: the base plus a share per started MiB (1 MiB: 4.4 s; the largest
 * upload, 50 MiB: 24 s). A check that takes longer is answered 503 and goes on, so the next try
 * finds its findings kept.
 */
export function laserFileCheckBudgetMs(sizeBytes: number): number {
  const mebibytes = Math.ceil(Math.max(0, sizeBytes) / (1024 * 1024));
  return LASER_FILE_CHECK_BASE_MS + mebibytes * LASER_FILE_CHECK_MS_PER_MIB;
}

/** The budget of the largest upload: how long a request that adds a laser part may wait at most. */
export const LASER_FILE_CHECK_MAX_BUDGET_MS = laserFileCheckBudgetMs(MAX_LASER_UPLOAD_BYTES);

const euros = () => z.number().check(z.nonnegative(), z.refine(hasAtMostDecimals(2)));
const thicknessSchema = () =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a valid number'),
    })
    .check(...sheetThicknessChecks);
const nonNegative = () => z.number().check(z.nonnegative());

export const laserQuoteIdSchema = z.uuid('Must be a UUID');

/** `pricing.laser-quote.create`: read a stored DXF, remember its metrics, price it when asked. */
export const quoteLaserSubject = pricingSubjects.quoteLaser;
export const quoteLaserRequestSchema = z.strictObject({
  /** Name of the object in the LASER_UPLOAD_BUCKET. */
  objectName: z.string().check(z.minLength(1), z.maxLength(1024)),
  fileName: z.string().check(
    z.minLength(1),
    z.refine((name) => dxfFileNameProblem(name, MAX_LASER_FILE_NAME_LENGTH) === undefined, {
      error: (issue) =>
        dxfFileNameProblem(String(issue.input), MAX_LASER_FILE_NAME_LENGTH) ?? 'Invalid',
    }),
  ),
  sizeBytes: z.int().check(z.nonnegative(), z.lte(MAX_LASER_UPLOAD_BYTES)),
  materialId: z.optional(positiveIdSchema()),
  thickness: z.optional(thicknessSchema()),
  /** Default 1. */
  quantity: z.optional(cartQuantitySchema),
});
export type QuoteLaserRequest = z.infer<typeof quoteLaserRequestSchema>;

export const laserFindingSchema = z.object({
  code: z.string(),
  severity: z.enum(['info', 'warning', 'error']),
  message: z.string(),
  /**
   * A manufacturability finding (code from manufacturabilityCodes) names its contour and its
   * centre, relative to the drawing's top-left corner, y down, as the preview draws it.
   */
  element: z.optional(partElementRefSchema),
  position: z.optional(z.object({ x: z.number(), y: z.number() })),
  measuredMm: z.optional(z.number()),
  requiredMm: z.optional(z.number()),
});
export type LaserFinding = z.infer<typeof laserFindingSchema>;

export const laserQuotePriceSchema = z.object({
  materialName: z.string(),
  thickness: z.number().check(z.positive()),
  quantity: z.int().check(z.positive()),
  areaM2: nonNegative(),
  materialCost: euros(),
  cutLengthM: nonNegative(),
  cuttingCost: euros(),
  pierceCount: z.int().check(z.nonnegative()),
  pierceCost: euros(),
  unitPrice: euros(),
  totalPrice: euros(),
});
export type LaserQuotePrice = z.infer<typeof laserQuotePriceSchema>;

/** Reply of `pricing.laser-quote.create` and body of `POST /api/laser-quotes`. */
export const laserQuoteResponseSchema = z.object({
  quoteId: laserQuoteIdSchema,
  fileName: z.string(),
  cutLengthMm: nonNegative(),
  pierceCount: z.int().check(z.nonnegative()),
  boundingBox: z.object({
    widthMm: nonNegative(),
    heightMm: nonNegative(),
    minXMm: z.number(),
    minYMm: z.number(),
  }),
  /** Outer areas minus hole areas; null when a contour is open. */
  netAreaMm2: z.nullable(z.number()),
  findings: z.array(laserFindingSchema),
  /** Present when the request named a material and a thickness. */
  price: z.optional(laserQuotePriceSchema),
});
export type LaserQuoteResponse = z.infer<typeof laserQuoteResponseSchema>;

/**
 * Optional multipart fields of `POST /api/laser-quotes` beside `file` (form fields are strings,
 * so numbers are coerced here).
 */
export const laserQuoteFormFieldsSchema = z.strictObject({
  materialId: z.optional(z.pipe(z.coerce.number(), positiveIdSchema())),
  thickness: z.optional(z.pipe(z.coerce.number(), thicknessSchema())),
  quantity: z.optional(z.pipe(z.coerce.number(), cartQuantitySchema)),
});
export type LaserQuoteFormFields = z.infer<typeof laserQuoteFormFieldsSchema>;

/** `pricing.laser-quote.price`: the unit price of a stored quote (the cart reprices with it). */
export const priceLaserQuoteSubject = pricingSubjects.priceLaserQuote;
export const priceLaserQuoteRequestSchema = z.strictObject({
  quoteId: laserQuoteIdSchema,
  materialId: positiveIdSchema(),
  thickness: thicknessSchema(),
  ...atLeastGenerationShape,
});
export type PriceLaserQuoteRequest = z.infer<typeof priceLaserQuoteRequestSchema>;
export const priceLaserQuoteResponseSchema = z.object({
  unitPrice: euros(),
  materialName: z.string(),
  fileName: z.string(),
  widthMm: nonNegative(),
  heightMm: nonNegative(),
  /** The part's manufacturability findings under the material's cutting rules. */
  findings: z.optional(manufacturabilityFindingsSchema),
});
export type PriceLaserQuoteResponse = z.infer<typeof priceLaserQuoteResponseSchema>;

const laserQuoteRequestFields = {
  email: z
    .email('Must be a valid e-mail address')
    .check(z.maxLength(MAX_EMAIL_LENGTH, `Must be at most ${MAX_EMAIL_LENGTH} characters`)),
  materialId: z.optional(positiveIdSchema()),
  thickness: z.optional(thicknessSchema()),
  quantity: cartQuantitySchema,
  message: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          MAX_LASER_REQUEST_MESSAGE_LENGTH,
          `Must be at most ${MAX_LASER_REQUEST_MESSAGE_LENGTH} characters`,
        ),
      ),
  ),
};

/** Body of `POST /api/laser-quotes/:quoteId/requests`; answered 201. */
export const createLaserQuoteRequestBodySchema = z.strictObject(laserQuoteRequestFields);
export type CreateLaserQuoteRequestBody = z.infer<typeof createLaserQuoteRequestBodySchema>;

/** `pricing.laser-quote-request.create`: a visitor asks for a detailed offer by e-mail. */
export const createLaserQuoteRequestSubject = pricingSubjects.createLaserQuoteRequest;
export const createLaserQuoteRequestSchema = z.strictObject({
  quoteId: laserQuoteIdSchema,
  ...laserQuoteRequestFields,
});
export type CreateLaserQuoteRequest = z.infer<typeof createLaserQuoteRequestSchema>;
export const createLaserQuoteRequestResponseSchema = z.object({
  id: z.int().check(z.positive()),
  createdAt: z.string(),
});
export type CreateLaserQuoteRequestResponse = z.infer<typeof createLaserQuoteRequestResponseSchema>;

/** `pricing.laser-quote-request.list` (admin): every request, newest first. */
export const listLaserQuoteRequestsSubject = pricingSubjects.listLaserQuoteRequests;
export const listLaserQuoteRequestsRequestSchema = z.strictObject({ actor: adminActorSchema });
export type ListLaserQuoteRequestsRequest = z.infer<typeof listLaserQuoteRequestsRequestSchema>;
export const laserQuoteRequestSchema = z.object({
  id: z.int().check(z.positive()),
  createdAt: z.string(),
  email: z.string(),
  fileName: z.string(),
  quantity: z.int().check(z.positive()),
  materialName: z.nullable(z.string()),
  thickness: z.nullable(z.number()),
  message: z.nullable(z.string()),
  cutLengthMm: nonNegative(),
  pierceCount: z.int().check(z.nonnegative()),
  widthMm: nonNegative(),
  heightMm: nonNegative(),
});
export type LaserQuoteRequestRow = z.infer<typeof laserQuoteRequestSchema>;
export const listLaserQuoteRequestsResponseSchema = z.array(laserQuoteRequestSchema);
export type ListLaserQuoteRequestsResponse = z.infer<typeof listLaserQuoteRequestsResponseSchema>;

/** `pricing.laser-quote.draw`: the contours of an uploaded part; 404 for an unknown quote. */
export const drawLaserQuoteSubject = pricingSubjects.drawLaserQuote;
export const drawLaserQuoteRequestSchema = z.strictObject({ quoteId: laserQuoteIdSchema });
export type DrawLaserQuoteRequest = z.infer<typeof drawLaserQuoteRequestSchema>;
/** Its reply: the part's contours as a drawing. */
export const drawLaserQuoteResponseSchema = partDrawingSchema;

/**
 * `pricing.laser-quote-file.get`: where the uploaded file of a quote is kept (its object in the
 * LASER_UPLOAD_BUCKET), so an order can keep a copy; 404 for an unknown quote.
 */
export const getLaserQuoteFileSubject = pricingSubjects.getLaserQuoteFile;
export const getLaserQuoteFileRequestSchema = z.strictObject({ quoteId: laserQuoteIdSchema });
export type GetLaserQuoteFileRequest = z.infer<typeof getLaserQuoteFileRequestSchema>;
export const laserQuoteFileSchema = z.object({
  objectName: z.string(),
  fileName: z.string(),
  sizeBytes: z.int().check(z.nonnegative()),
});
export type LaserQuoteFile = z.infer<typeof laserQuoteFileSchema>;
