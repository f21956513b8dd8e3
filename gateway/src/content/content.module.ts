import { Module } from '@nestjs/common';
import { NatsModule } from '../nats/nats.module.js';
import { BlogController } from './blog.controller.js';
import { ContentClient } from './content.client.js';

/** HTTP routes of the content service: public blog reads, validated, one NATS request each. */
@Module({
  imports: [NatsModule],
  controllers: [BlogController],
  providers: [ContentClient],
  exports: [ContentClient],
})
export class ContentModule {}
