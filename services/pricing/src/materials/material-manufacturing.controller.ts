import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  pricingSubjects,
  updateMaterialManufacturingRequestSchema,
  type Material,
} from '@shop/contracts';
import { AppError, parseAdminRequest } from '@shop/nest-kit';
import { MaterialManufacturingService } from './material-manufacturing.service.js';

@Controller()
export class MaterialManufacturingController {
  constructor(
    @Inject(MaterialManufacturingService)
    private readonly manufacturing: MaterialManufacturingService,
  ) {}

  @MessagePattern(pricingSubjects.updateMaterialManufacturing)
  async updateManufacturing(@Payload() payload: unknown): Promise<Material> {
    const result = await this.manufacturing.updateManufacturing(
      parseAdminRequest(updateMaterialManufacturingRequestSchema, payload),
    );
    if (result.outcome === 'unknown-material') {
      throw AppError.notFound(`Material ${result.materialId} does not exist`);
    }
    return result.material;
  }
}
