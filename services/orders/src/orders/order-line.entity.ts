import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ManufacturabilityFinding, OrderLine } from '@shop/contracts';

/** One frozen line of an order; `partObjectName` names its DXF in the order part files bucket. */
@Entity({ name: 'order_lines' })
export class OrderLineEntity {
  @PrimaryColumn({ name: 'order_number', type: 'varchar', length: 16 })
  orderNumber!: string;

  @PrimaryColumn({ type: 'integer' })
  position!: number;

  @Column({ type: 'jsonb' })
  line!: OrderLine;

  /**
   * The manufacturing warnings the customer confirmed for this part (none for other lines), kept
   * beside the line so the shop can find the orders whose parts need a second look.
   */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  findings!: ManufacturabilityFinding[];

  @Column({ name: 'part_object_name', type: 'varchar', length: 255, nullable: true })
  partObjectName!: string | null;
}
