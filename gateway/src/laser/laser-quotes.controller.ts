import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  dxfFileNameProblem,
  laserQuoteFormFieldsSchema,
  laserQuoteResponseSchema,
  type LaserQuoteResponse,
  MAX_LASER_FILE_NAME_LENGTH,
  MAX_LASER_UPLOAD_BYTES,
  pricingSubjects,
} from '@shop/contracts';
import { AppError, parsePayload } from '@shop/nest-kit';
import { checkDxfInput } from '@shop/part-geometry';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { NatsClient } from '../nats/nats-client.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { uploadedFileSchema } from '../openapi/description-schemas.js';
import { LaserFileError, uploadTooLarge } from './laser-file-error.js';
import { LaserRateLimit } from './laser-rate-limit.js';
import { LaserUploadStore } from './laser-upload-store.js';
import { laserQuoteExample, laserUploadExample } from './laser.examples.js';

/** Reading a large DXF takes pricing a while (its worker stops at 10 s): more than a usual reply. */
export const LASER_OFFER_TIMEOUT_MS = 20_000;
/** Room for the boundaries, part headers and the few fields beside the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Bytes checkDxfInput looks at before anything is stored. */
const HEAD_BYTES = 4096;

const invalidFile = (message: string) =>
  AppError.validation('Invalid input: file', [{ path: 'file', message }]);

/** The multipart body as the API description shows it: the form fields and the file. */
const uploadFormSchema = z.extend(laserQuoteFormFieldsSchema, { file: uploadedFileSchema });

/** A stored upload: its object name and size. */
interface StoredUpload {
  objectName: string;
  fileName: string;
  sizeBytes: number;
}

@ApiTag('Laser quotes')
@Controller('laser-quotes')
export class LaserQuotesController {
  constructor(
    @Inject(LaserUploadStore) private readonly uploads: LaserUploadStore,
    @Inject(NatsClient) private readonly nats: NatsClient,
    @Inject(LaserRateLimit) private readonly rateLimit: LaserRateLimit,
  ) {}

  /**
   * Multipart `file` (a .dxf, at most 50 MB) plus optional `materialId`, `thickness`, `quantity`:
   * the file streams into the object store (its first bytes checked first), then pricing reads it.
   * 200 with the quote; 400 bad fields or name; 413 too large; 422 not a quotable DXF; 429 too
   * many uploads from this IP (before the body is read); 507 the upload store is full.
   */
  @Post()
  @HttpCode(200)
  @ApiRoute({
    summary: 'Quote a part from a DXF file',
    description:
      'Reads the cutting contour: cut length, pierces, outer size. With `materialId` and ' +
      '`thickness` (and `quantity`, 1 unless given) the answer includes the price: material by ' +
      'the bounding box, cutting by the metre, every pierce (one per contour) at the `hole_cost` ' +
      'setting. The file is kept 30 days under `quoteId`, for `POST /api/cart/laser` and ' +
      '`POST /api/laser-quotes/{quoteId}/requests`. At most ' +
      `${MAX_LASER_UPLOAD_BYTES / (1024 * 1024)} MB, a name ending in .dxf, ASCII DXF.`,
    body: {
      schema: uploadFormSchema,
      contentType: 'multipart/form-data',
      example: laserUploadExample,
    },
    response: {
      description: 'What the drawing measures, and its price when a material was named.',
      schema: laserQuoteResponseSchema,
      example: laserQuoteExample,
    },
    errors: {
      400: 'No file, more than one, a name not ending in .dxf, an unreadable body or bad fields.',
      404: 'The named material does not exist.',
      413: `The file is larger than ${MAX_LASER_UPLOAD_BYTES / (1024 * 1024)} MB.`,
      422:
        'The file is no DXF the shop can quote; `code` says why, `hint` what to do and, for ' +
        'a `malformed` file, `line` the 1-based line where reading stopped.',
      429: {
        when: 'Too many uploads from this address; `Retry-After` says when to try again.',
        example: { message: 'Too many DXF uploads from your address; try again later' },
      },
      503: 'The pricing service or the upload store is not available.',
      507: 'The upload store is full; try again later or send the file by e-mail.',
    },
  })
  async create(@Req() request: FastifyRequest): Promise<LaserQuoteResponse> {
    await this.rateLimit.take('upload', request.ip);
    if (!request.isMultipart()) {
      throw invalidFile('Send multipart/form-data with the DXF in the field "file"');
    }
    // A body announced as too large is refused at once, not after 50 MB have gone to the store.
    const declared = Number(request.headers['content-length']);
    if (declared > MAX_LASER_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
      throw uploadTooLarge(MAX_LASER_UPLOAD_BYTES);
    }
    const fields: Record<string, string> = {};
    let upload: StoredUpload | undefined;
    let readingBody = true;
    try {
      for await (const part of request.parts() as AsyncIterable<Multipart>) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        } else if (part.fieldname !== 'file' || upload) {
          part.file.resume();
          throw invalidFile('Send exactly one file, in the field "file"');
        } else {
          upload = await this.store(part);
        }
      }
      readingBody = false;
      if (!upload) throw invalidFile('Required');
      const options = parsePayload(laserQuoteFormFieldsSchema, fields);
      return await this.nats.request(
        pricingSubjects.quoteLaser,
        { ...upload, ...options },
        laserQuoteResponseSchema,
        LASER_OFFER_TIMEOUT_MS,
      );
    } catch (error) {
      const refusal = toUploadError(error, readingBody);
      // A refused upload is not kept; a quoted one stays for the cart and the e-mail request.
      if (upload && refusal instanceof AppError && refusal.status < 500) {
        await this.uploads.delete(upload.objectName);
      }
      throw refusal;
    }
  }

  /** Streams one file part into the object store, refusing a wrong name, type or size early. */
  private async store(part: MultipartFile): Promise<StoredUpload> {
    const fileName = part.filename;
    const problem = dxfFileNameProblem(fileName, MAX_LASER_FILE_NAME_LENGTH);
    if (problem) {
      part.file.resume();
      throw invalidFile(problem);
    }
    const stream = part.file;
    let tooLarge = false;
    stream.once('limit', () => {
      tooLarge = true;
    });
    const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    // The first bytes decide before anything is stored: a PNG or DWG never reaches the store.
    const head: Buffer[] = [];
    let headSize = 0;
    let ended = false;
    while (headSize < HEAD_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headSize += next.value.length;
    }
    const headBytes = Buffer.concat(head, headSize);
    const check = checkDxfInput(headBytes);
    if (!check.ok) {
      stream.resume();
      throw new LaserFileError(check.code, check.message, check.hint);
    }
    let sizeBytes = headSize;
    async function* chunks(): AsyncGenerator<Uint8Array> {
      yield headBytes;
      if (ended) return;
      while (true) {
        const next = await iterator.next();
        if (tooLarge) throw uploadTooLarge(MAX_LASER_UPLOAD_BYTES);
        if (next.done) break;
        sizeBytes += next.value.length;
        yield next.value;
      }
    }
    const objectName = `${randomUUID()}.dxf`;
    try {
      await this.uploads.put(
        objectName,
        Readable.toWeb(Readable.from(chunks())) as ReadableStream<Uint8Array>,
      );
      if (tooLarge || stream.truncated) throw uploadTooLarge(MAX_LASER_UPLOAD_BYTES);
    } catch (error) {
      stream.resume();
      await this.uploads.delete(objectName);
      // Our own refusals (413, 507 store full) pass; the object store being away (JetStream off,
      // NATS down) is 503.
      if (error instanceof AppError) throw error;
      throw AppError.unavailable('Uploads are not available; try again shortly');
    }
    return { objectName, fileName, sizeBytes };
  }
}

/**
 * The multipart plugin's own limits (a second file, too many fields) as our 400/413 bodies, and
 * a body the multipart parser cannot read (wrong boundary, no end: busboy's plain errors) as 400.
 */
function toUploadError(error: unknown, readingBody: boolean): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return uploadTooLarge(MAX_LASER_UPLOAD_BYTES);
  if (typeof code === 'string' && /^FST_(FILES|FIELDS|PARTS)_LIMIT$/.test(code)) {
    return invalidFile('Send one file and at most the fields materialId, thickness and quantity');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') {
    return invalidFile('Send multipart/form-data with the DXF in the field "file"');
  }
  if (readingBody && error instanceof Error) {
    return invalidFile('The multipart/form-data body is malformed');
  }
  return error;
}
