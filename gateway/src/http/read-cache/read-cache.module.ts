import { Inject, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { NatsClient } from '../../nats/nats-client.js';
import { NatsModule } from '../../nats/nats.module.js';
import { type ReadCacheArea, readCacheAreas, readCacheLimits } from './read-cache-areas.js';
import { ReadCache } from './read-cache.js';

/** The gateway's one cache of serialised public answers, injectable as `GatewayReadCache`. */
@Injectable()
export class GatewayReadCache extends ReadCache<ReadCacheArea> {
  constructor() {
    super(readCacheAreas, readCacheLimits);
  }
}

/**
 * Drops an area's answers when its change event arrives, and everything when the NATS
 * connection drops or comes back: events published meanwhile never reach this gateway, and
 * while NATS is away no answer is served from or kept in the cache.
 */
@Injectable()
export class ReadCacheInvalidation implements OnModuleInit {
  private readonly logger = new Logger('ReadCache');

  constructor(
    @Inject(GatewayReadCache) private readonly cache: GatewayReadCache,
    @Inject(NatsClient) private readonly nats: NatsClient,
  ) {}

  onModuleInit(): void {
    for (const [area, { changedBy }] of Object.entries(readCacheAreas)) {
      if (changedBy === undefined) continue;
      this.nats.onEvent(changedBy, () => this.cache.invalidate(area as ReadCacheArea));
    }
    this.nats.onConnectionChange((connected) => {
      this.cache.setAvailable(connected);
      this.logger.log(
        connected
          ? 'NATS connected: caching public reads'
          : 'NATS is away: cached answers dropped, caching paused',
      );
    });
  }
}

@Module({
  imports: [NatsModule],
  providers: [GatewayReadCache, ReadCacheInvalidation],
  exports: [GatewayReadCache],
})
export class ReadCacheModule {}
