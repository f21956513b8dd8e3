import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import {
  type AdminActor,
  type Material,
  materialIdParamSchema,
  materialSchema,
  updateMaterialManufacturingBodySchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import { defaultManufacturingFor } from '@shop/shop-rules';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import { PricingClient } from './pricing.client.js';

const paramsSchema = z.object({ id: materialIdParamSchema });

/** The cutting rules a stainless steel gets by default: holes of 1.5 x the thickness. */
const stainlessRules = defaultManufacturingFor('stainless_304 Edelstahl 304');

const stainlessExample: Material = {
  id: 3,
  name: 'stainless_304',
  displayName: 'Edelstahl 304',
  manufacturing: stainlessRules,
};

/** A material's cutting rules (smallest hole, largest sheet): admins only. */
@ApiTag('Admin: prices')
@Controller('materials')
@UseGuards(AdminGuard)
export class AdminMaterialManufacturingController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /** 200 with the material; 400 with field messages; 404 for an unknown id. */
  @Put(':id/manufacturing')
  @ApiRoute({
    summary: "Change a material's cutting rules",
    params: paramsSchema,
    body: {
      schema: updateMaterialManufacturingBodySchema,
      example: stainlessRules,
    },
    response: {
      description: 'The material with its new rules; carts check their parts again.',
      schema: materialSchema,
      example: stainlessExample,
    },
    errors: {
      400: 'A field is missing or out of range (factor 1 to 5, sheet sides 100 to 10000 mm).',
      404: 'There is no such material.',
      503: 'The pricing service is not available.',
    },
  })
  update(
    @CurrentAdmin() actor: AdminActor,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<Material> {
    const { id } = parsePayload(paramsSchema, params);
    return this.pricing.updateMaterialManufacturing(
      actor,
      id,
      parsePayload(updateMaterialManufacturingBodySchema, body),
    );
  }
}
