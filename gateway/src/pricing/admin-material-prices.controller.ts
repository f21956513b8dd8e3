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
  bulkUpdateMaterialPricesBodySchema,
  type BulkUpdateMaterialPricesResponse,
  createMaterialPriceBodySchema,
  materialIdParamSchema,
  type MaterialPrice,
  bulkUpdateMaterialPricesResponseSchema,
  materialPriceSchema,
  thicknessParamSchema,
  updateMaterialPriceBodySchema,
} from '@shop/contracts';
import { parsePayload } from '@shop/nest-kit';
import * as z from 'zod/mini';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiRoute, ApiTag } from '../openapi/api-route.decorator.js';
import {
  newPriceRowExample,
  priceRiseExample,
  priceRiseResultExample,
} from './pricing.examples.js';
import { PricingClient } from './pricing.client.js';

const rowParamsSchema = z.object({
  materialId: materialIdParamSchema,
  thickness: thicknessParamSchema,
});

/** Price rows (one per material and thickness): admins only. */
@ApiTag('Admin: prices')
@Controller('material-prices')
@UseGuards(AdminGuard)
export class AdminMaterialPricesController {
  constructor(@Inject(PricingClient) private readonly pricing: PricingClient) {}

  /** 201 with the new row; 409 when the material already has this thickness. */
  @Post()
  @ApiRoute({
    summary: 'Add a thickness to a material',
    body: { schema: createMaterialPriceBodySchema, example: newPriceRowExample },
    response: {
      description: 'The new price row, at version 1.',
      schema: materialPriceSchema,
      example: { id: 46, ...newPriceRowExample, version: 1 },
    },
    errors: {
      400: 'A field is missing or out of range.',
      404: 'There is no such material.',
      409: 'The material already has this thickness.',
      503: 'The pricing service is not available.',
    },
  })
  create(@CurrentAdmin() actor: AdminActor, @Body() body: unknown): Promise<MaterialPrice> {
    return this.pricing.createMaterialPrice(
      actor,
      parsePayload(createMaterialPriceBodySchema, body),
    );
  }

  /**
   * 200 with every updated row; all or nothing: 400 names an invalid row (`updates.<index>.…`),
   * 404 an unknown one, 409 one changed since its version, and then no row has changed.
   */
  @Patch()
  @ApiRoute({
    summary: 'Change many price rows at once',
    description:
      'All or nothing, in one transaction, with one price event afterwards. Each row names the ' +
      '`version` it was read at; at most 500 rows, each material and thickness once.',
    body: { schema: bulkUpdateMaterialPricesBodySchema, example: priceRiseExample },
    response: {
      description: 'Every updated row, in the order of the request, each with its new version.',
      schema: bulkUpdateMaterialPricesResponseSchema,
      example: priceRiseResultExample,
    },
    errors: {
      400: 'A row is invalid (`issues` names it, e.g. `updates.3.pricePerM2`); no row changed.',
      404: 'A row does not exist (`issues` names it); no row changed.',
      409: {
        when: 'A row changed since its `version` (`VERSION_CONFLICT`); no row changed.',
        example: {
          code: 'VERSION_CONFLICT',
          message: 'This price has been changed in the meantime. Reload and try again.',
          issues: [
            {
              path: 'updates.1',
              message: 'This price has been changed in the meantime. Reload and try again.',
            },
          ],
        },
      },
      503: 'The pricing service is not available.',
    },
  })
  updateMany(
    @CurrentAdmin() actor: AdminActor,
    @Body() body: unknown,
  ): Promise<BulkUpdateMaterialPricesResponse> {
    return this.pricing.bulkUpdateMaterialPrices(
      actor,
      parsePayload(bulkUpdateMaterialPricesBodySchema, body),
    );
  }

  /** 200 with the updated row. */
  @Patch(':materialId/:thickness')
  @ApiRoute({
    summary: 'Change one price row',
    params: rowParamsSchema,
    body: {
      schema: updateMaterialPriceBodySchema,
      example: { pricePerM2: priceRiseResultExample.updated[0]!.pricePerM2, version: 1 },
    },
    response: {
      description: 'The row with its new values and its version raised by one.',
      schema: materialPriceSchema,
      example: priceRiseResultExample.updated[0],
    },
    errors: {
      400: 'The body changes nothing, or a value is out of range.',
      404: 'The material has no price for this thickness.',
      409: {
        when: 'The row changed since `version` (`VERSION_CONFLICT`): reload it and redo the edit.',
        example: {
          code: 'VERSION_CONFLICT',
          message: 'This price has been changed in the meantime. Reload and try again.',
        },
      },
      503: 'The pricing service is not available.',
    },
  })
  update(
    @CurrentAdmin() actor: AdminActor,
    @Param() params: unknown,
    @Body() body: unknown,
  ): Promise<MaterialPrice> {
    const row = parsePayload(rowParamsSchema, params);
    return this.pricing.updateMaterialPrice(
      actor,
      row,
      parsePayload(updateMaterialPriceBodySchema, body),
    );
  }

  /** 204; 404 when there is no such row. */
  @Delete(':materialId/:thickness')
  @HttpCode(204)
  @ApiRoute({
    summary: 'Remove one price row',
    params: rowParamsSchema,
    response: { description: 'Removed: the material is no longer offered in this thickness.' },
    errors: {
      400: 'The material id or thickness is malformed.',
      404: {
        when: 'The material has no price for this thickness.',
        example: { message: 'Stahl S235 has no price for 2.25 mm' },
      },
      503: 'The pricing service is not available.',
    },
  })
  async remove(@CurrentAdmin() actor: AdminActor, @Param() params: unknown): Promise<void> {
    await this.pricing.deleteMaterialPrice(actor, parsePayload(rowParamsSchema, params));
  }
}
