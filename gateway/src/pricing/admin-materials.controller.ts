import { Body, Controller, Delete, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import {
  type AdminActor,
  createMaterialBodySchema,
  type Material,
  materialIdParamSchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { PricingClient } from './pricing.client.js';

const paramsSchema = z.object({ id: materialIdParamSchema });

/** Adding and removing materials: admins only (the public list is MaterialsController). */
@Controller('materials')
@UseGuards(AdminGuard)
export class AdminMaterialsController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /** 201 with the new material; 409 when the name is taken. */
  @Post()
  create(@CurrentAdmin() actor: AdminActor, @Body() body: unknown): Promise<Material> {
    return this.pricing.createMaterial(actor, parsePayload(createMaterialBodySchema, body));
  }

  /** 204; the material's prices go with it; 404 for an unknown id. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAdmin() actor: AdminActor, @Param() params: unknown): Promise<void> {
    const { id } = parsePayload(paramsSchema, params);
    await this.pricing.deleteMaterial(actor, id);
  }
}
