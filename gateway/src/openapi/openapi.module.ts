import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ApiDescriptionController } from './api-description.controller.js';
import { OpenApiService } from './openapi.service.js';

/** The OpenAPI description of every route, read from the routes' own `@ApiRoute` decorators. */
@Module({
  imports: [DiscoveryModule],
  controllers: [ApiDescriptionController],
  providers: [OpenApiService],
})
export class OpenApiModule {}
