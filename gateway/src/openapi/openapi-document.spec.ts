import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  UseGuards,
  type Type,
} from '@nestjs/common';
import { errorBodySchema, materialSchema } from '@shop/contracts';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { Public } from '../auth/public.decorator.js';
import { BodyLimit } from '../http/route-body-limit.js';
import { ApiRoute, ApiTag } from './api-route.decorator.js';
import { routesOf } from './documented-routes.js';
import { pdfFileSchema } from './description-schemas.js';
import { buildOpenApiDocument } from './openapi-document.js';

const widgetSchema = z.object({ id: z.int(), name: z.string() });
const widgetBodySchema = z.strictObject({ name: z.string().check(z.minLength(1)) });
const idParams = z.object({ id: z.string().check(z.regex(/^\d+$/)) });

@ApiTag('Widgets')
@Controller('widgets')
class WidgetsController {
  @Get(':id')
  @ApiRoute({
    summary: 'Read a widget',
    params: idParams,
    response: { description: 'The widget.', schema: widgetSchema, example: { id: 1, name: 'A' } },
    errors: { 404: 'No such widget.' },
  })
  get(@Param() _params: unknown) {}

  @Post()
  @BodyLimit(1024 * 1024)
  @ApiRoute({
    summary: 'Add a widget',
    body: { schema: widgetBodySchema, example: { name: 'Winkel' } },
    response: { description: 'The new widget.', schema: materialSchema },
  })
  create() {}

  @Post('undocumented')
  undocumented() {}
}

@ApiTag('Admin: widgets')
@Controller('widgets')
@UseGuards(AdminGuard)
class AdminWidgetsController {
  @Delete(':id')
  @HttpCode(204)
  @ApiRoute({ summary: 'Remove a widget', params: idParams, response: { description: 'Gone.' } })
  remove() {}

  @Public()
  @Get()
  @ApiRoute({
    summary: 'List the widgets',
    response: { description: 'All of them.', schema: z.array(materialSchema) },
  })
  list() {}
}

const settings = {
  publicOrigin: 'https://bleche.example',
  version: '1.2.3',
  cookies: { session: '__Host-bleche_session', cart: '__Host-cart_id' },
};

const build = (...controllers: Type[]) =>
  buildOpenApiDocument(routesOf(controllers, 'api'), settings);

describe('buildOpenApiDocument', () => {
  const document = build(AdminWidgetsController, WidgetsController);
  const paths = document.paths;

  it('describes each documented route under its OpenAPI path, leaving out the undocumented', () => {
    expect(Object.keys(paths).sort()).toEqual(['/api/widgets', '/api/widgets/{id}']);
    expect(Object.keys(paths['/api/widgets/{id}']!).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(paths['/api/widgets']!).sort()).toEqual(['get', 'post']);
    expect(paths['/api/widgets']!.post).toMatchObject({
      operationId: 'widgetsCreate',
      summary: 'Add a widget',
      tags: ['Widgets'],
    });
  });

  it("answers with the handler's own status: 201 for a POST, @HttpCode where set", () => {
    expect(Object.keys(paths['/api/widgets']!.post!.responses as object)).toContain('201');
    expect(paths['/api/widgets/{id}']!.delete!.responses).toMatchObject({
      204: { description: 'Gone.' },
    });
  });

  it('asks for the session cookie and documents 401 on admin routes, not on @Public ones', () => {
    const remove = paths['/api/widgets/{id}']!.delete!;
    expect(remove.security).toEqual([{ adminSession: [] }]);
    expect(Object.keys(remove.responses as object)).toEqual(['204', '401', '403']);
    expect(paths['/api/widgets']!.get!.security).toBeUndefined();
    expect(document.components.securitySchemes).toEqual({
      adminSession: expect.objectContaining({
        type: 'apiKey',
        in: 'cookie',
        name: '__Host-bleche_session',
      }),
    });
  });

  it('adds 403 to every mutation and 413 with its own limit to every body', () => {
    const responses = paths['/api/widgets']!.post!.responses as Record<
      string,
      { description: string }
    >;
    expect(responses[403]!.description).toMatch(/another site/);
    expect(responses[413]!.description).toBe('The body is larger than 1 MiB.');
    expect(Object.keys(paths['/api/widgets/{id}']!.get!.responses as object)).toEqual([
      '200',
      '404',
    ]);
  });

  it('writes request bodies as the contract reads them, with their example', () => {
    expect(paths['/api/widgets']!.post!.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { name: { type: 'string', minLength: 1 } },
            required: ['name'],
            additionalProperties: false,
          },
          example: { name: 'Winkel' },
        },
      },
    });
  });

  it('refers to named contract schemas by $ref and gathers them as components', () => {
    expect(paths['/api/widgets']!.get!.responses).toMatchObject({
      200: {
        content: {
          'application/json': {
            schema: { type: 'array', items: { $ref: '#/components/schemas/Material' } },
          },
        },
      },
    });
    expect(document.components.schemas).toMatchObject({
      Material: { title: 'Material', type: 'object' },
      ErrorBody: { title: 'ErrorBody' },
    });
  });

  it('lists the shop’s headings before the admin area’s', () => {
    expect(document.tags).toEqual([{ name: 'Widgets' }, { name: 'Admin: widgets' }]);
  });

  it('refuses an example that its contract refuses, naming the route', () => {
    @Controller('gadgets')
    class GadgetsController {
      @Post()
      @ApiRoute({
        summary: 'Add a gadget',
        body: { schema: widgetBodySchema, example: { name: '' } },
        response: { description: 'Added.' },
      })
      create() {}
    }
    expect(() => build(GadgetsController)).toThrow(
      'POST /api/gadgets: the request body example does not match its contract (name:',
    );
  });

  it('describes a file download: its media type, the binary schema and its own headers', () => {
    @Controller('gadgets')
    class GadgetsController {
      @Get('manual.pdf')
      @ApiRoute({
        summary: 'Download the manual',
        response: {
          description: 'The manual.',
          schema: pdfFileSchema,
          contentType: 'application/pdf',
          headers: {
            'Content-Disposition': {
              description: '`attachment; filename="manual.pdf"`',
              schema: { type: 'string' },
            },
          },
        },
      })
      manual() {}
    }
    const described = build(GadgetsController);
    expect(described.paths['/api/gadgets/manual.pdf']!.get!.responses).toEqual({
      200: {
        description: 'The manual.',
        headers: {
          'Content-Disposition': {
            description: '`attachment; filename="manual.pdf"`',
            schema: { type: 'string' },
          },
        },
        content: { 'application/pdf': { schema: { $ref: '#/components/schemas/PdfFile' } } },
      },
    });
    expect(described.components.schemas?.PdfFile).toMatchObject({
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/pdf',
    });
  });

  it('refuses a route whose path parameters the documentation leaves out', () => {
    @Controller('gadgets')
    class GadgetsController {
      @Get(':gadgetId/parts/:partId')
      @ApiRoute({
        summary: 'Read a part',
        params: z.object({ partId: z.string() }),
        response: { description: 'The part.', schema: errorBodySchema },
      })
      part() {}
    }
    expect(() => build(GadgetsController)).toThrow(
      'GET /api/gadgets/:gadgetId/parts/:partId: documented path parameters [partId] are not [gadgetId,partId]',
    );
  });
});
