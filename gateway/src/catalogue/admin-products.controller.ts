import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  type AdminActor,
  type Product,
  productIdParamSchema,
  productSaveBodySchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { CatalogueClient } from './catalogue.client.js';

const paramsSchema = z.object({ id: productIdParamSchema });

/** Product maintenance: admins only. The answer is the product as the public reads send it. */
@Controller('products')
@UseGuards(AdminGuard)
export class AdminProductsController {
  constructor(@Inject(CatalogueClient) private readonly catalogue: CatalogueClient) {}

  /** 201 with the new product (unit 'Stück', price per piece from the price per tonne). */
  @Post()
  create(@CurrentAdmin() actor: AdminActor, @Body() body: unknown): Promise<Product> {
    return this.catalogue.createProduct(actor, parsePayload(productSaveBodySchema, body));
  }

  /** 200 with the saved product; the body is the whole form, as on create. 404 unknown id. */
  @Patch(':id')
  update(
    @CurrentAdmin() actor: AdminActor,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<Product> {
    const { id } = parsePayload(paramsSchema, params);
    return this.catalogue.updateProduct(actor, id, parsePayload(productSaveBodySchema, body));
  }

  /** 204; 404 when there is no such product. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentAdmin() actor: AdminActor, @Param() params: unknown): Promise<void> {
    const { id } = parsePayload(paramsSchema, params);
    await this.catalogue.deleteProduct(actor, id);
  }
}
