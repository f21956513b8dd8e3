import { Body, Controller, Delete, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import {
  type AdminActor,
  createMaterialBodySchema,
  type Material,
  materialIdParamSchema,
  materialSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { newMaterialExample } from './pricing.examples.js';
import { PricingClient } from './pricing.client.js';

const paramsSchema = z.object({ id: materialIdParamSchema });

/** Adding and removing materials: admins only (the public list is MaterialsController). */
@ApiTag('Admin: prices')
@Controller('materials')
@UseGuards(AdminGuard)
export class AdminMaterialsController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /** 201 with the new material; 409 when the name is taken. */
  @Post()
  @ApiRoute({
    summary: 'Add a material',
    body: {
      schema: createMaterialBodySchema,
      example: {
        name: newMaterialExample.name,
        displayName: newMaterialExample.displayName,
        displayNameEn: newMaterialExample.displayNameEn,
        displayNamePl: newMaterialExample.displayNamePl,
      },
    },
    response: {
      description:
        'The new material with its German display name and the English and Polish ones; add its ' +
        'thicknesses next.',
      schema: materialSchema,
      example: newMaterialExample,
    },
    errors: {
      400: 'A field is missing or invalid (`name`: lowercase letters, digits, underscores; `displayName`, the German name, is required).',
      409: 'A material of that name exists.',
      503: 'The pricing service is not available.',
    },
  })
  create(@CurrentAdmin() actor: AdminActor, @Body() body: unknown): Promise<Material> {
    return this.pricing.createMaterial(actor, parsePayload(createMaterialBodySchema, body));
  }

  /** 204; the material's prices go with it; 404 for an unknown id. */
  @Delete(':id')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Remove a material with all its prices',
    params: paramsSchema,
    response: { description: 'Removed.' },
    errors: {
      400: 'The id is not a positive whole number.',
      404: 'There is no such material.',
      503: 'The pricing service is not available.',
    },
  })
  async remove(@CurrentAdmin() actor: AdminActor, @Param() params: unknown): Promise<void> {
    const { id } = parsePayload(paramsSchema, params);
    await this.pricing.deleteMaterial(actor, id);
  }
}
