import { Controller, Get, Header, Inject, Param, Req, Res } from '@nestjs/common';
import { AppError } from '@shop/nest-kit';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { apiDocsContentSecurityPolicyDirectives } from '../static/content-security-policy.js';
import { securityHeaders } from '../static/security-headers.js';
import { ApiRoute, ApiTag } from './api-route.decorator.js';
import {
  DOCS_PAGE,
  docsViewerFile,
  docsViewerFileNames,
  type ViewerFile,
  viewerFile,
} from './docs-viewer-files.js';
import { OpenApiService } from './openapi.service.js';

const fileParamsSchema = z.object({ file: z.enum(docsViewerFileNames) });

/** Loosely, what `GET /api/openapi.json` answers; the OpenAPI 3.1 schema says the rest. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * The API description for programs (`/api/openapi.json`) and for people (`/api/docs`, Swagger UI
 * served from the gateway's own files under a CSP of its own).
 */
@ApiTag('API description')
@Controller()
export class ApiDescriptionController {
  private readonly docsPolicy: string;

  constructor(
    @Inject(OpenApiService) private readonly openApi: OpenApiService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    const directives = apiDocsContentSecurityPolicyDirectives(config.NODE_ENV === 'production');
    this.docsPolicy = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives },
    })['content-security-policy']!;
  }

  @Get('openapi.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiRoute({
    summary: 'This API description',
    description: 'OpenAPI 3.1; schemas are JSON Schema draft 2020-12.',
    response: { description: 'The description of every route.', schema: openApiDocumentSchema },
  })
  description(): string {
    return this.openApi.json();
  }

  @Get('docs')
  @ApiRoute({
    summary: 'The API reference for people',
    description: 'Swagger UI showing this description, light or dark as the system is set.',
    response: { description: 'The page.', schema: z.string(), contentType: 'text/html' },
  })
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    this.send(request, reply, viewerFile(DOCS_PAGE));
  }

  @Get('docs/:file')
  @ApiRoute({
    summary: 'A script or stylesheet of the API reference',
    params: fileParamsSchema,
    response: {
      description: 'The file.',
      schema: z.string(),
      contentType: ['text/javascript', 'text/css'],
    },
    errors: { 404: 'The API reference has no file of that name.' },
  })
  file(@Param() params: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const parsed = fileParamsSchema.safeParse(params);
    if (!parsed.success) throw AppError.notFound('The API reference has no file of that name');
    this.send(request, reply, docsViewerFile(parsed.data.file));
  }

  /** Revalidated on every load (ETag): the files change only with a new gateway release. */
  private send(request: FastifyRequest, reply: FastifyReply, file: ViewerFile): void {
    void reply
      .header('content-security-policy', this.docsPolicy)
      .header('cache-control', 'no-cache')
      .header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) {
      void reply.status(304).send();
      return;
    }
    void reply.type(file.type).send(file.body);
  }
}
