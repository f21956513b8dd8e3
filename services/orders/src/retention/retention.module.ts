import { Module } from '@nestjs/common';
import { RetentionService } from './retention.service.js';

/** Deletes offers, orders and sent mails once they may no longer be kept. */
@Module({ providers: [RetentionService], exports: [RetentionService] })
export class RetentionModule {}
