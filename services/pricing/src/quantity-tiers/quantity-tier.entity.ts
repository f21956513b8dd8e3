import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { numericColumn } from '../database/numeric-column.js';

/**
 * One quantity discount: from `min_quantity` pieces of a cut-part line on, each piece costs
 * `discount_percent` % less. No rows means no discounts (the shop starts without any).
 */
@Entity({ name: 'quantity_tiers' })
@Check('ck_quantity_tiers_min_quantity', '"min_quantity" >= 2')
@Check('ck_quantity_tiers_discount', '"discount_percent" > 0 AND "discount_percent" < 100')
export class QuantityTierEntity {
  @PrimaryColumn({ name: 'min_quantity', type: 'integer' })
  minQuantity!: number;

  @Column({
    name: 'discount_percent',
    type: 'numeric',
    precision: 5,
    scale: 2,
    transformer: numericColumn,
  })
  discountPercent!: number;
}
