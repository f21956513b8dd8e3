import {
  blogPostListItemSchema,
  blogPostSchema,
  calculatePriceResponseSchema,
  cartResponseSchema,
  cartSummarySchema,
  categorySchema,
  designCartLineSchema,
  designParametersSchema,
  errorBodySchema,
  fieldIssueSchema,
  healthResponseSchema,
  laserCartLineSchema,
  laserQuoteRequestSchema,
  laserQuoteResponseSchema,
  materialPriceSchema,
  materialSchema,
  productCartLineSchema,
  productDimensionSchema,
  productSchema,
  sheetCartLineSchema,
  systemSettingSchema,
} from '@shop/contracts';
import * as z from 'zod/mini';
import { type $ZodType, type JSONSchema } from 'zod/v4/core';
import {
  pdfFileSchema,
  uploadedFileSchema,
  validationErrorBodySchema,
} from './description-schemas.js';

/**
 * The contract schemas the API description names (`components/schemas/<id>`) and refers to by
 * `$ref` wherever a route uses them, with what JSON Schema alone cannot say. Unnamed schemas are
 * written out where they are used.
 */
export const schemaNames = z.registry<JSONSchema.BaseSchema & { id?: string }>();

const named: ReadonlyArray<readonly [$ZodType, JSONSchema.BaseSchema & { id: string }]> = [
  [errorBodySchema, { id: 'ErrorBody' }],
  [validationErrorBodySchema, { id: 'ValidationErrorBody' }],
  [fieldIssueSchema, { id: 'FieldIssue' }],
  [healthResponseSchema, { id: 'Health' }],
  [materialSchema, { id: 'Material' }],
  [materialPriceSchema, { id: 'MaterialPrice' }],
  [systemSettingSchema, { id: 'SystemSetting' }],
  [calculatePriceResponseSchema, { id: 'SheetPrice' }],
  [categorySchema, { id: 'Category' }],
  [productSchema, { id: 'Product' }],
  [productDimensionSchema, { id: 'ProductDimension' }],
  [cartResponseSchema, { id: 'Cart' }],
  [cartSummarySchema, { id: 'CartSummary' }],
  [sheetCartLineSchema, { id: 'SheetCartLine' }],
  [designCartLineSchema, { id: 'DesignCartLine' }],
  [productCartLineSchema, { id: 'ProductCartLine' }],
  [laserCartLineSchema, { id: 'LaserCartLine' }],
  [laserQuoteResponseSchema, { id: 'LaserQuote' }],
  [laserQuoteRequestSchema, { id: 'LaserQuoteRequest' }],
  [blogPostListItemSchema, { id: 'BlogPostSummary' }],
  [blogPostSchema, { id: 'BlogPost' }],
  [
    uploadedFileSchema,
    {
      id: 'UploadedFile',
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/octet-stream',
      description: 'The bytes of a file, as one part of a multipart/form-data body.',
    },
  ],
  [
    pdfFileSchema,
    {
      id: 'PdfFile',
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/pdf',
      description: 'The bytes of a PDF file.',
    },
  ],
  [
    designParametersSchema,
    {
      id: 'DesignParameters',
      type: 'object',
      description:
        "The configurator's design as a JSON object, kept as sent (at most 64 KiB as JSON, " +
        'nested at most 12 levels, no __proto__, constructor or prototype keys); the pricing ' +
        'service checks its structure when it quotes it.',
    },
  ],
];

/** The named schemas and the schemas they were derived from (`.check()` makes a new one). */
const described = new WeakSet<$ZodType>();

for (const [schema, meta] of named) {
  // The title lets a viewer name each choice of a union (a cart's lines) instead of "object".
  schemaNames.add(schema, { title: meta.id, ...meta });
  for (let part: $ZodType | undefined = schema; part; part = part._zod.parent) described.add(part);
}

/** True for a schema whose name entry says what it accepts, where JSON Schema alone cannot. */
export function isDescribed(schema: $ZodType): boolean {
  return described.has(schema);
}
