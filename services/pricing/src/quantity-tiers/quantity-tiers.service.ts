import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  pricingSubjects,
  type PutQuantityTiersRequest,
  type QuantityTiersResponse,
} from '@shop/contracts';
import { sortedTiers } from '@shop/shop-rules';
import { bumpChangeGeneration, describeActor } from '@shop/nest-kit';
import type { DataSource } from 'typeorm';
import { PriceCatalogService } from '../price-catalog/price-catalog.service.js';
import { PriceChangeAnnouncer } from '../price-catalog/price-change-announcer.js';
import { QuantityTierEntity } from './quantity-tier.entity.js';

/** Reads the quantity discounts from the price cache and replaces them as a whole. */
@Injectable()
export class QuantityTiersService {
  private readonly logger = new Logger('QuantityTiersAdmin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PriceCatalogService) private readonly catalog: PriceCatalogService,
    @Inject(PriceChangeAnnouncer) private readonly announcer: PriceChangeAnnouncer,
  ) {}

  /** The tiers once the cache holds at least `atLeastGeneration` (see SnapshotCache). */
  async list(atLeastGeneration?: number): Promise<QuantityTiersResponse> {
    await this.catalog.snapshotAtLeast(atLeastGeneration);
    return { tiers: this.catalog.snapshot.quantityTiers.map((tier) => ({ ...tier })) };
  }

  /**
   * Replaces every tier with the request's list in one transaction that raises the change
   * generation, then announces the change so carts price their lines again.
   */
  async replace(request: PutQuantityTiersRequest): Promise<QuantityTiersResponse> {
    const tiers = sortedTiers(request.tiers);
    const { previous, generation } = await this.dataSource.transaction(async (manager) => {
      const generation = await bumpChangeGeneration(manager);
      const previous = await manager.find(QuantityTierEntity, { order: { minQuantity: 'ASC' } });
      await manager.createQueryBuilder().delete().from(QuantityTierEntity).execute();
      if (tiers.length > 0) await manager.insert(QuantityTierEntity, tiers);
      return { previous, generation };
    });
    const describe = (list: ReadonlyArray<{ minQuantity: number; discountPercent: number }>) =>
      list.map((tier) => `${tier.minQuantity}+: ${tier.discountPercent} %`).join(', ') || 'none';
    this.logger.log(
      `${describeActor(request.actor)} replaced the quantity tiers: ${describe(previous)} -> ${describe(tiers)}`,
    );
    await this.announcer.announce({ change: pricingSubjects.putQuantityTiers, generation });
    return { tiers };
  }
}
