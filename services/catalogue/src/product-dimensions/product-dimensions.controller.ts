import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  catalogueSubjects,
  createProductDimensionRequestSchema,
  deleteProductDimensionRequestSchema,
  listProductDimensionsRequestSchema,
  type DeletedResponse,
  type ListProductDimensionsResponse,
  type ProductDimension,
} from '@shop/contracts';
import { AppError, parseAdminRequest } from '@shop/nest-kit';
import { ProductDimensionsService } from './product-dimensions.service.js';

@Controller()
export class ProductDimensionsController {
  constructor(
    @Inject(ProductDimensionsService) private readonly dimensions: ProductDimensionsService,
  ) {}

  @MessagePattern(catalogueSubjects.listProductDimensions)
  async listProductDimensions(@Payload() payload: unknown): Promise<ListProductDimensionsResponse> {
    const { category } = parseAdminRequest(listProductDimensionsRequestSchema, payload);
    const result = await this.dimensions.list(category);
    if (result.outcome === 'unknown-category') {
      throw AppError.notFound(`Category ${result.category} does not exist`);
    }
    return result.dimensions;
  }

  @MessagePattern(catalogueSubjects.createProductDimension)
  async createProductDimension(@Payload() payload: unknown): Promise<ProductDimension> {
    const result = await this.dimensions.create(
      parseAdminRequest(createProductDimensionRequestSchema, payload),
    );
    if (result.outcome === 'size-taken') {
      throw new AppError(409, 'CONFLICT', 'This category already has this dimension');
    }
    return result.dimension;
  }

  @MessagePattern(catalogueSubjects.deleteProductDimension)
  async deleteProductDimension(@Payload() payload: unknown): Promise<DeletedResponse> {
    const result = await this.dimensions.delete(
      parseAdminRequest(deleteProductDimensionRequestSchema, payload),
    );
    if (result.outcome === 'unknown-dimension') {
      throw AppError.notFound(`Product dimension ${result.dimensionId} does not exist`);
    }
    return { deleted: true };
  }
}
