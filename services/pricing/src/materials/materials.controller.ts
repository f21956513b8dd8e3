import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createMaterialRequestSchema,
  deleteMaterialRequestSchema,
  listMaterialsRequestSchema,
  pricingSubjects,
  type DeletedResponse,
  type ListMaterialsResponse,
  type Material,
} from '@shop/contracts';
import { AppError, parseAdminRequest, parsePayload } from '@shop/nest-kit';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';
import { localizedMaterial } from './material-texts.js';
import { MaterialsService } from './materials.service.js';

@Controller()
export class MaterialsController {
  constructor(
    @Inject(PriceCatalogService) private readonly catalog: PriceCatalogService,
    @Inject(MaterialsService) private readonly materials: MaterialsService,
  ) {}

  @MessagePattern(pricingSubjects.listMaterials)
  listMaterials(@Payload() payload: unknown): ListMaterialsResponse {
    // A request without a body arrives as undefined; it means the same as `{}`.
    const { language } = parsePayload(listMaterialsRequestSchema, payload ?? {});
    return this.catalog.snapshot.materials.map((material) =>
      localizedMaterial(material, language ?? 'de'),
    );
  }

  @MessagePattern(pricingSubjects.createMaterial)
  async createMaterial(@Payload() payload: unknown): Promise<Material> {
    const result = await this.materials.createMaterial(
      parseAdminRequest(createMaterialRequestSchema, payload),
    );
    if (result.outcome === 'name-taken') {
      throw new AppError(409, 'CONFLICT', `A material named ${result.name} already exists`);
    }
    return result.material;
  }

  @MessagePattern(pricingSubjects.deleteMaterial)
  async deleteMaterial(@Payload() payload: unknown): Promise<DeletedResponse> {
    const result = await this.materials.deleteMaterial(
      parseAdminRequest(deleteMaterialRequestSchema, payload),
    );
    if (result.outcome === 'unknown-material') {
      throw AppError.notFound(`Material ${result.materialId} does not exist`);
    }
    return { deleted: true };
  }
}
