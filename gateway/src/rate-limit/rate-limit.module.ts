import { Module } from '@nestjs/common';
import { RateLimits } from './rate-limits.js';

/** The one place rate limits come from: login attempts, laser uploads and offer requests. */
@Module({ providers: [RateLimits], exports: [RateLimits] })
export class RateLimitModule {}
